import { isApiError } from '@clean/shared';
import { availabilityConflictResponse, type StrandedBooking } from '@clean/shared/schemas';

/**
 * A refused change: the server's message and the paid bookings it would have left without a crew (a
 * rule change, a crew deactivated: both answer 409 with this shape).
 */
export interface BookingsRefusal {
  message: string;
  bookings: StrandedBooking[];
}

/** The refusal a failed save carries (409 with its bookings), or null for any other failure. */
export function conflictOf(error: unknown): BookingsRefusal | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = availabilityConflictResponse.safeParse(error.data);
  return body.success ? { message: body.data.message, bookings: body.data.bookings } : null;
}
