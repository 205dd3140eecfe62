import { baseApi } from '@clean/shared/api';
import type { MessageResponse } from '@clean/shared/schemas';

/** DELETE /api/admin/delete-product/{id} (docs/PRODUCT.md#api-calls) with the admin token → { success, message }. */
export const deleteProductApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminDeleteProduct: build.mutation<MessageResponse, string>({
      query: (productId) => ({ url: `/api/admin/delete-product/${encodeURIComponent(productId)}`, method: 'DELETE' }),
      extraOptions: { admin: true },
      // docs/PRODUCT.md#admin-console: deleting a product reloads the product list (and /pricing, the booking form).
      // A 404 means someone else deleted it first: the list is stale then too.
      invalidatesTags: (result, error) => (result || error?.status === 404 ? ['Products'] : []),
    }),
  }),
});

export const { useAdminDeleteProductMutation } = deleteProductApi;
