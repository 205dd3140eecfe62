import { baseApi } from '@clean/shared/api';
import { bookingTag, providesBookingTag } from '../../../lib/booking-tag';
import type {
  CancelRequest,
  ContactChannelRequest,
  ContactChannelResponse,
  ReceiptResponse,
  RescheduleRequest,
} from '@clean/shared/schemas';

export interface ManagedArgs {
  reference: string;
  token: string;
}

/**
 * The manage link's calls (docs/PRODUCT.md, Manage my booking): GET /api/user/bookings/{reference}/manage
 * with the link's token, and the reschedule and cancel it allows; each answers the receipt as it now is.
 * PUT …/contact-channel changes the channel for messages and answers the choice; the receipt is read again.
 */
export const manageApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    receiptGetManaged: build.query<ReceiptResponse, ManagedArgs>({
      query: ({ reference, token }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/manage`,
        params: { token },
      }),
      keepUnusedDataFor: 0,
      providesTags: providesBookingTag,
    }),
    receiptReschedule: build.mutation<ReceiptResponse, RescheduleRequest & { reference: string }>({
      query: ({ reference, ...body }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/reschedule`,
        method: 'POST',
        body,
      }),
    }),
    receiptCancel: build.mutation<ReceiptResponse, CancelRequest & { reference: string }>({
      query: ({ reference, ...body }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/cancel`,
        method: 'POST',
        body,
      }),
    }),
    receiptContactChannel: build.mutation<ContactChannelResponse, ContactChannelRequest & { reference: string }>({
      query: ({ reference, ...body }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/contact-channel`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { reference }) => [bookingTag(reference)],
    }),
  }),
});

export const {
  useReceiptGetManagedQuery,
  useReceiptRescheduleMutation,
  useReceiptCancelMutation,
  useReceiptContactChannelMutation,
} = manageApi;
