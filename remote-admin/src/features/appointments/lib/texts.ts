import type { AttentionReason } from '@clean/shared/schemas';
import { bookingStatusLabels } from '../../../components/appointment-status/appointment-status';
import { pageTitle } from '../../../lib/route-titles';
import { formatCount } from '../../../lib/format-count';

/**
 * Every text of the appointments page. The column names and 'No internet on device' are the
 * product's words (docs/PRODUCT.md#admin-console; tests and e2e look for them); the rest are ours.
 */
export const appointmentsTexts = {
  title: pageTitle('appointments'),
  columns: {
    number: '#',
    customer: 'Customer',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    service: 'Service',
    payment: 'Payment Status',
    amount: 'Amount',
    date: 'Date',
    time: 'Time',
    actions: 'Actions',
  },
  /** The card's label for the derived status, which the table shows in its Actions column. */
  status: 'Status',
  loading: 'Loading the appointments',
  errorTitle: 'No internet on device',
  emptyTitle: 'No appointments yet',
  emptyText: 'Bookings made on the website appear here as soon as they are submitted.',
  tableLabel: 'Appointments',
  caption: (page: number, pageCount: number) => `Appointments, page ${page} of ${pageCount}`,
  actions: {
    /** The table row's menu button; the cards show the actions as buttons. */
    menu: 'Actions',
    cancel: 'Cancel',
    cancelling: 'Cancelling…',
    complete: 'Complete',
    completing: 'Completing…',
    delete: 'Delete',
    /** Said after the visible verb by screen readers, so that every row's controls have their own name. */
    ofCustomer: (name: string) => ` appointment of ${name}`,
    menuOfCustomer: (name: string) => ` for the appointment of ${name}`,
  },
  confirmDelete: {
    title: 'Delete this appointment?',
    text: (name: string, date: string, time: string) =>
      `The appointment of ${name} on ${date} at ${time} will be removed for good. This cannot be undone.`,
    confirm: 'Delete',
    busy: 'Deleting…',
    cancel: 'Keep it',
  },
  attention: {
    label: bookingStatusLabels['needs-attention'],
    reasons: {
      'slot-taken': 'Paid after the slot was taken: call about a new time or a refund.',
      cancelled: 'Paid after it was cancelled: call about a refund.',
      deleted: 'Paid after it was deleted: call about a new time or a refund.',
      'refund-failed': 'The refund through the provider failed: refund it by hand and mark it refunded.',
      'charge-failed': 'The saved card was refused twice: the customer has a pay link; call them before the visit.',
      'could-not-work': 'The crew could not work: call the customer to find another time, at no extra cost.',
    } satisfies Record<AttentionReason, string>,
  },
  pager: {
    label: 'Appointment pages',
    total: (total: number) => `${formatCount(total)} ${total === 1 ? 'appointment' : 'appointments'}`,
  },
} as const;
