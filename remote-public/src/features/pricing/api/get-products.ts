import { baseApi } from '@clean/shared/api';
import type { Product, ProductsResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/products (SPEC section 7), sent without a token: the catalogue the pricing page shows.
 *
 * The endpoint has a name of its own (not `getProducts`): every remote injects into the one shared base
 * API, and an endpoint injected twice under one name keeps whichever remote loaded first.
 */
export const pricingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPricingProducts: build.query<Product[], void>({
      query: () => '/api/admin/products',
      // Types only: the zod schema would add zod to this page's download for no user-visible gain.
      transformResponse: (response: ProductsResponse) => (Array.isArray(response.products) ? response.products : []),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetPricingProductsQuery } = pricingApi;
