/**
 * Every text of the payment step. The quoted ones are the product's word for word
 * (docs/PRODUCT.md#payments-and-holds; tests and e2e look for them); the rest are ours.
 */
export const paymentTexts = {
  unavailable: 'Payment is unavailable right now. Your slot is still held; please try again in a moment.',
  confirming: {
    title: 'Confirming your payment…',
    text: 'Please keep this page open while we record your payment.',
  },
  success: { title: 'Payment Successful!' },
  received: {
    title: 'Payment received',
    text: 'Your payment was received and is safe. We will reconcile it with your booking and call you if anything is needed.',
  },
  failed: { title: 'Payment Failed!', text: 'Sorry, your payment failed. Please try again.' },
  transfer: {
    title: "We're confirming your transfer",
    unconfirmed:
      'We could not confirm your transfer yet. If you sent money, it is safe: once it arrives we record it with your booking and call you if anything is needed.',
    held: (minutes: number) =>
      `Your slot is held for the next ${minutes} minutes while your bank confirms the transfer. Your booking turns to Paid when it arrives.`,
  },
  viewBooking: 'View your booking',
  close: 'Close',
} as const;
