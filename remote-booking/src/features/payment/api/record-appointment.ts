import { baseApi } from '@clean/shared/api';
import { bookingTag } from '../../../lib/booking-tag';
import type { RecordAppointmentRequest, RecordAppointmentResponse } from '@clean/shared/schemas';

/**
 * POST /api/user/appointments (docs/PRODUCT.md#api-calls), sent after the popup reports a successful payment:
 * the server verifies the reference with the provider and records it → { status: paid |
 * needs-attention, message }. 409 (not verified) and 502 (provider unreachable) say the payment is
 * safe and will be reconciled.
 */
export const recordAppointmentApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    paymentRecordAppointment: build.mutation<RecordAppointmentResponse, RecordAppointmentRequest>({
      query: (body) => ({ url: '/api/user/appointments', method: 'POST', body }),
      // A paid booking keeps its crew for good; a revived one takes a crew again. Its receipt reads again.
      invalidatesTags: (_result, _error, { reference }) => ['Availability', bookingTag(reference)],
    }),
  }),
});
