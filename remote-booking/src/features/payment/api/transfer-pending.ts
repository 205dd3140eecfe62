import { baseApi } from '@clean/shared/api';
import { bookingTag } from '../../../lib/booking-tag';
import type { TransferPendingRequest, TransferPendingResponse } from '@clean/shared/schemas';

/**
 * POST /api/user/appointments/transfer-pending, sent when the popup reports
 * `onBankTransferConfirmationPending`: the server checks the transfer with the provider and holds the
 * crew for TRANSFER_HOLD_MINUTES → { status, holdExpiresAt, serverTime, message }. The provider's
 * signed webhook marks the booking paid when the money arrives.
 */
export const transferPendingApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    paymentTransferPending: build.mutation<TransferPendingResponse, TransferPendingRequest>({
      query: (body) => ({ url: '/api/user/appointments/transfer-pending', method: 'POST', body }),
      invalidatesTags: (_result, _error, { reference }) => ['Availability', bookingTag(reference)],
    }),
  }),
});
