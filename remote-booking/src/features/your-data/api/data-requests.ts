import { baseApi } from '@clean/shared/api';
import type {
  DataDownloadRequest,
  DataRequestResponse,
  ErasureConfirmRequest,
  ErasureRequest,
  ErasureResponse,
} from '@clean/shared/schemas';

/**
 * The customer's data requests (docs/PRODUCT.md, "Your data"): the download and the erasure asked from a
 * receipt page (each e-mails a link), and the erasure's confirmation from its link's page. The download
 * itself is a file (components/data-download.tsx fetches it).
 */
export const dataRequestApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    yourDataRequestDownload: build.mutation<DataRequestResponse, DataDownloadRequest & { reference: string }>({
      query: ({ reference, ...body }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/my-data`,
        method: 'POST',
        body,
      }),
    }),
    yourDataRequestErasure: build.mutation<ErasureResponse, ErasureRequest & { reference: string }>({
      query: ({ reference, ...body }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/erasure`,
        method: 'POST',
        body,
      }),
    }),
    yourDataConfirmErasure: build.mutation<ErasureResponse, ErasureConfirmRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/api/user/data-requests/${encodeURIComponent(id)}/confirm`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useYourDataRequestDownloadMutation,
  useYourDataRequestErasureMutation,
  useYourDataConfirmErasureMutation,
} = dataRequestApi;
