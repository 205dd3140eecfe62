import { baseApi } from '@clean/shared/api';
import { providesBookingTag } from '../../../lib/booking-tag';
import type { ReceiptQuery, ReceiptResponse } from '@clean/shared/schemas';

export interface ReceiptArgs extends ReceiptQuery {
  reference: string;
}

/**
 * GET /api/user/bookings/{reference}?contact=… (docs/PRODUCT.md#receipts): one booking for the person
 * who made it, `contact` being the email or phone number they booked with → { booking, serverTime }.
 * A wrong pair answers 404 with a message and no personal data. Types only, like the catalogue reads.
 */
export const receiptApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    receiptGetBooking: build.query<ReceiptResponse, ReceiptArgs>({
      query: ({ reference, contact }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}`,
        params: { contact },
      }),
      // Where a booking stands changes without this page (a transfer confirmed, the admin acting).
      keepUnusedDataFor: 0,
      providesTags: providesBookingTag,
    }),
  }),
});

export const { useReceiptGetBookingQuery } = receiptApi;
