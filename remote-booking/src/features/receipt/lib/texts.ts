import type { AttentionReason, BookingStatus } from '@clean/shared/schemas';

/** Every text of the receipt page in one place (all ours: docs/PRODUCT.md#receipts). */
export const receiptTexts = {
  title: 'Your Booking',
  intro: 'Your appointment, where it stands, and how to keep it at hand.',
  loading: 'Loading your booking',
  statusLabel: 'Booking status',
  contactForm: {
    label: 'Email or phone number you booked with',
    hint: 'We show a booking only to the person who made it.',
    submit: 'Show my booking',
    name: 'Find your booking',
  },
  notFoundTitle: 'We could not find this booking',
  tryAnother: 'Try another email or phone number',
  errorTitle: 'We could not load your booking',
  errorText: 'Check your connection, then try again.',
  retry: 'Retry',
  retrying: 'Retrying…',
  detailsTitle: 'Appointment details',
  priceLines: 'How the price is made up',
  labels: {
    reference: 'Reference',
    name: 'Name',
    address: 'Address',
    area: 'Area',
    landmark: 'Nearest landmark',
    location: 'Location',
    product: 'Service Type',
    service: 'Service',
    frequency: 'Frequency',
    amount: 'Amount',
    date: 'Date',
    time: 'Time',
  },
  actions: {
    name: 'Keep your booking',
    calendar: 'Add to calendar',
    calendarFailed: 'The calendar file could not be prepared. Check your connection and try again.',
    whatsApp: 'Ask us on WhatsApp',
    print: 'Print',
    bookAgain: 'Book again',
  },
  manage: {
    name: 'Change your booking',
    linkInvalidTitle: 'This link is not valid any more',
    lookUp: 'Look your booking up',
    reschedule: 'Change date or time',
    rescheduleTitle: 'Choose a new date and time',
    rescheduleHint: (remaining: number) =>
      `Only free times are shown. You can move this booking ${remaining === 1 ? 'once more' : `${remaining} more times`}.`,
    dateLabel: 'New date',
    timeLabel: 'New time',
    pickDate: 'Choose a date to see its free times.',
    noTimes: 'No free time on this date. Please choose another one.',
    confirmMove: (date: string, time: string) => `Move to ${date} at ${time}`,
    moving: 'Moving…',
    chooseFirst: 'Choose a new date and time',
    closePicker: 'Keep the current time',
    cancel: 'Cancel booking',
    cancelTitle: 'Cancel this booking?',
    refundFull: (amount: string) => `You will get ${amount} back to the card you paid with.`,
    noRefund: 'Nothing was paid, so there is nothing to refund. The slot is freed for others.',
    reasonLabel: 'Why do you cancel?',
    otherLabel: 'Tell us in a few words',
    confirmCancel: 'Cancel booking',
    cancelling: 'Cancelling…',
    keep: 'Keep my booking',
    contactInstead: 'To cancel now, please call or WhatsApp us:',
    call: (phone: string) => `Call ${phone}`,
    refund: {
      pending: (amount: string) => `Refund pending: ${amount} is on its way back to your card.`,
      processed: (amount: string) => `Refunded: ${amount} was sent back to your card.`,
      failed: 'Your refund could not be sent to your card. We will call you to refund it another way.',
    },
    refundTitle: { pending: 'Refund pending', processed: 'Refunded', failed: 'Refund needs attention' },
  },
  /** The channel for messages (docs/PRODUCT.md, "Messages on WhatsApp and SMS"). */
  messages: {
    title: 'Messages',
    chosen: (channel: string) => `We send your messages by ${channel} first.`,
    notChosen: 'You have not chosen a channel yet: we send your messages by SMS or e-mail.',
    stopped: (channels: string) => `Turned off by your STOP: ${channels}.`,
    stoppedNote: 'off: you replied STOP',
    change: 'Change how we reach you',
    legend: 'How should we reach you?',
    save: 'Save',
    saving: 'Saving…',
    keep: 'Keep it as it is',
  },
} as const;

/** Each status in plain words: the status itself, then what it means for the customer. */
export const statusTexts: Record<BookingStatus, { title: string; text: string }> = {
  paid: { title: 'Paid', text: 'Your payment is received and your crew is booked. See you on the day.' },
  'awaiting-payment': {
    title: 'Awaiting payment',
    text: 'Your slot is held until the payment arrives. Once the hold ends, the slot is offered to others.',
  },
  expired: {
    title: 'Expired',
    text: 'This booking was not paid in time, so its slot was released. You are welcome to book again.',
  },
  'needs-attention': {
    title: 'Needs attention',
    text: 'Your payment is safe. We will call you to refund it or to agree on another time.',
  },
  cancelled: { title: 'Cancelled', text: 'This booking was cancelled. Call us if you have any question about it.' },
  completed: { title: 'Completed', text: 'This visit took place. Thank you for choosing us.' },
};

/** Why a paid booking needs the company, said to the customer. */
export const attentionTexts: Record<AttentionReason, string> = {
  'slot-taken': 'Your payment arrived after the hold ended, and the slot was taken meanwhile.',
  cancelled: 'Your payment arrived for a booking that had been cancelled.',
  deleted: 'Your payment arrived for a booking that had been removed.',
  'refund-failed': 'Your refund could not be sent back to your card.',
  'charge-failed': 'We could not charge your saved card for this visit. Please pay online to keep it.',
  'could-not-work': 'Our crew could not do this visit. We will call you to find another time, at no extra cost.',
};
