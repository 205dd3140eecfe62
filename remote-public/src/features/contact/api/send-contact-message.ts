import { baseApi } from '@clean/shared/api';
import type { ContactRequest, ContactResponse } from '@clean/shared/schemas';

/**
 * POST /api/user/contact-us (docs/PRODUCT.md#api-calls): name, email, subject, message → { success, message }.
 * The request is validated by the form with the shared `contactRequest` schema before it is sent.
 */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: '/api/user/contact-us', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
