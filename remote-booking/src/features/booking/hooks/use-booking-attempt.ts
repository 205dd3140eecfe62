import type { BookingPayload } from '@clean/shared/schemas';
import type { DraftValues } from '../lib/booking-draft';
import type { BookingDraftState } from './use-booking-draft';

/**
 * The Idempotency-Key of each submit (docs/PRODUCT.md#booking), kept with the draft so that a reload
 * continues the same attempt and a retry can never book twice.
 */
export function useBookingAttempt(
  { currentAttempt, rememberAttempt }: Pick<BookingDraftState, 'currentAttempt' | 'rememberAttempt'>,
  getValues: () => DraftValues,
) {
  const remember = (next: Parameters<typeof rememberAttempt>[0]) => rememberAttempt(next, getValues());

  /**
   * The key for this body: the current attempt's, unless that attempt was booked and the details have
   * changed since (then it is a new booking). An attempt that may have reached the server unseen keeps
   * its key.
   */
  const keyFor = (body: BookingPayload): string => {
    const json = JSON.stringify(body);
    const current = currentAttempt();
    if (current && (!current.booked || current.body === json)) {
      if (current.body !== json) remember({ ...current, body: json });
      return current.key;
    }
    const key = crypto.randomUUID();
    remember({ key, body: json, booked: false });
    return key;
  };

  /** A new attempt for the same details (a new key), so the server books afresh. */
  const freshKeyFor = (body: BookingPayload): string => {
    const key = crypto.randomUUID();
    remember({ key, body: JSON.stringify(body), booked: false });
    return key;
  };

  /** The server made the booking with this key. */
  const booked = (body: BookingPayload, key: string) => remember({ key, body: JSON.stringify(body), booked: true });

  /** The key went with other details to a booking never seen (422): the next try is a new attempt. */
  const drop = () => remember(null);

  return { keyFor, freshKeyFor, booked, drop };
}

export type BookingAttempt = ReturnType<typeof useBookingAttempt>;
