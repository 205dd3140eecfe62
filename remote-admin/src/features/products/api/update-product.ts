import { baseApi } from '@clean/shared/api';
import type { ProductMutationResponse, UpdateProductPayload } from '@clean/shared/schemas';

export interface UpdateProductArgs {
  productId: string;
  /** The whole product; services and frequencies that already exist keep their `_id`. */
  body: UpdateProductPayload;
}

/**
 * PATCH /api/admin/update-product/{productId} (docs/PRODUCT.md#api-calls): replaces the whole product. The brief
 * does not say whether it carries the token; our API requires it, so it does.
 */
export const updateProductApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminUpdateProduct: build.mutation<ProductMutationResponse, UpdateProductArgs>({
      query: ({ productId, body }) => ({
        url: `/api/admin/update-product/${encodeURIComponent(productId)}`,
        method: 'PATCH',
        body,
      }),
      extraOptions: { admin: true },
      // Every product read (the lists and this product's own entry) is stale once it changed.
      invalidatesTags: (result) => (result ? ['Products'] : []),
    }),
  }),
});

export const { useAdminUpdateProductMutation } = updateProductApi;
