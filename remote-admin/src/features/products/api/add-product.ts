import { baseApi } from '@clean/shared/api';
import type { AddProductPayload, ProductMutationResponse } from '@clean/shared/schemas';

/**
 * POST /api/admin/add-product (docs/PRODUCT.md#api-calls) with the admin token: name, price and the services
 * with their frequencies, validated by the form with the shared `addProductRequest` rules
 * → { success, message, product }.
 */
export const addProductApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminAddProduct: build.mutation<ProductMutationResponse, AddProductPayload>({
      query: (body) => ({ url: '/api/admin/add-product', method: 'POST', body }),
      extraOptions: { admin: true },
      // The new product shows at once on /pricing, in the booking form and in the admin list.
      invalidatesTags: (result) => (result ? ['Products'] : []),
    }),
  }),
});

export const { useAdminAddProductMutation } = addProductApi;
