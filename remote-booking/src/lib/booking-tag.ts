/**
 * One booking in the API cache, by its reference. The receipt's reads provide it; the payment calls
 * invalidate it, so a recorded payment reads the receipt again after any read already on its way (one
 * that left before the payment was stored would otherwise be the last word, and show it unpaid).
 */
export const bookingTag = (reference: string) => ({ type: 'Appointments' as const, id: reference });

/** `providesTags` for a read of one booking. */
export const providesBookingTag = (_result: unknown, _error: unknown, { reference }: { reference: string }) => [
  bookingTag(reference),
];
