import { baseApi } from '@clean/shared/api';
import type { SearchQuery, SearchResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/search?q= (docs/PRODUCT.md#admin-console): up to SEARCH_LIMIT appointments, customers and messages
 * matching the text, best first. Not cached for long: a booking made a minute ago must be found.
 */
export const searchApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminSearch: build.query<SearchResponse, SearchQuery>({
      query: ({ q }) => ({ url: '/api/admin/search', params: { q } }),
      extraOptions: { admin: true },
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useAdminSearchQuery } = searchApi;
