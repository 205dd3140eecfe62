import type { AttentionReason } from '@clean/shared/schemas';
import { pageTitle } from '../../../lib/route-titles';

/** Every text of the needs-attention page, its dialogs and its dashboard panel. */
export const needsAttentionTexts = {
  title: pageTitle('needs-attention'),
  intro:
    'Payments that arrived when their booking could not take them. Call the customer, then rebook them or mark the money refunded.',
  loading: 'Loading the payments that need attention',
  errorTitle: 'We could not load the payments that need attention',
  emptyTitle: 'Nothing needs attention',
  emptyText: 'Every payment has a booking with a crew. Late payments that find their slot taken appear here.',
  reasons: {
    'slot-taken': 'Paid after the slot was taken',
    cancelled: 'Paid for a cancelled booking',
    deleted: 'Paid for a deleted booking',
    'refund-failed': 'Refund through the provider failed',
    'charge-failed': 'Plan visit: card charge refused twice',
  } satisfies Record<AttentionReason, string>,
  fields: {
    reason: 'Why',
    contact: 'Contact',
    service: 'Service',
    amount: 'Amount',
    paidAt: 'Paid at',
    slot: 'Booked for',
    reference: 'Reference',
  },
  slot: (date: string, time: string, location: string) => `${date}, ${time}, ${location}`,
  notPaid: 'Not recorded',
  rebook: 'Rebook',
  refund: 'Refund',
  refundByHand: 'Mark refunded by hand',
  /** Said after the visible verb by screen readers, so that each item's buttons have their own name. */
  ofCustomer: (name: string) => ` ${name}`,
  rebookDialog: {
    title: (name: string) => `Rebook ${name}`,
    intro: (service: string) => `Pick a free date and time for the ${service} already paid for.`,
    location: 'Location',
    date: 'Date',
    datePlaceholder: 'Choose a date',
    time: 'Time',
    timePlaceholder: 'Choose a time',
    chooseDateFirst: 'Choose a date first',
    loadingTimes: 'Loading the free dates…',
    timesError: 'We could not load the free dates for this location.',
    retry: 'Retry',
    noTimes: 'No free dates at this location in the coming weeks. Try another location.',
    dateRequired: 'Choose a date',
    timeRequired: 'Choose a time',
    confirm: 'Confirm',
    confirming: 'Rebooking…',
    cancel: 'Cancel',
  },
  refundDialog: {
    title: (name: string) => `Mark the payment of ${name} refunded by hand`,
    intro: (amount: string) =>
      `Only once the ${amount} has been sent back: the booking is cancelled and its crew freed.`,
    note: 'Note',
    noteHint: 'How and when the money was refunded (kept in the booking’s history).',
    confirm: 'Mark refunded',
    confirming: 'Saving…',
    cancel: 'Cancel',
  },
  providerRefundDialog: {
    title: (name: string) => `Refund ${name} through the payment provider`,
    intro: (amount: string) =>
      `Up to ${amount} goes back to the card it was paid with. The refund is pending until the provider confirms it.`,
    amount: 'Amount (₦)',
    amountHint: 'The full amount, or less for a partial refund.',
    note: 'Note',
    noteHint: 'Why the money is sent back (kept in the booking’s history).',
    confirm: 'Refund',
    confirming: 'Asking the provider…',
    cancel: 'Cancel',
  },
  panel: {
    title: 'Needs attention',
    count: (count: number) => `${count} ${count === 1 ? 'payment needs' : 'payments need'} your attention`,
    nothing: 'Nothing needs attention.',
    viewAll: 'Open needs attention',
    more: (count: number) => `and ${count} more`,
  },
} as const;
