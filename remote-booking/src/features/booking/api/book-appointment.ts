import { baseApi } from '@clean/shared/api';
import { IDEMPOTENCY_KEY_HEADER } from '@clean/shared';
import type { BookingPayload, BookingResponse } from '@clean/shared/schemas';

export interface BookAppointmentArgs {
  body: BookingPayload;
  /** One UUID per booking attempt, the same on every retry of it (docs/PRODUCT.md#booking). */
  idempotencyKey: string;
}

/**
 * POST /api/user/book-appointment (docs/PRODUCT.md#api-calls): the booking, validated by the form with the shared
 * `bookingRequest` schema → { appointmentId, reference, amount, status, holdExpiresAt, serverTime }.
 * A repeat with the same Idempotency-Key answers the same booking instead of making a second one.
 */
export const bookingApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bookingBookAppointment: build.mutation<BookingResponse, BookAppointmentArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/user/book-appointment',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      // Whatever the answer, the free times changed (a crew taken, or the slot found full).
      invalidatesTags: (_result, _error, { body }) => [{ type: 'Availability', id: body.location }],
    }),
  }),
});
