import type { Location } from '../constants';
import type { AvailabilityEntry, Product, ProductResponse } from '../schemas';
import { baseApi } from './base-api';
import { productsOf } from './plain-call';

/**
 * What the free times are asked for: a location (else any), a job's length (else the default), and an
 * area's id (only crews that go there; else any crew of the location).
 */
export interface AvailabilityAsk {
  location?: Location;
  minutes?: number;
  area?: string;
}

/**
 * The reads several remotes need (pricing, booking, admin), defined once so they share one hook and
 * one cache entry per argument, and one set of tags that admin writes invalidate. Sent without a
 * token (docs/PRODUCT.md#admin-console, Session). Types only: the zod schemas would add zod to every
 * page that shows prices.
 */
export const catalogueApi = baseApi.injectEndpoints({
  // A second injection under one of these names (another remote's copy) fails loudly instead of
  // silently keeping whichever came first.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/admin/products */
    getProducts: build.query<Product[], void>({
      query: () => '/api/admin/products',
      transformResponse: productsOf,
      providesTags: ['Products'],
    }),
    /** GET /api/admin/product/{id} */
    getProduct: build.query<Product, string>({
      query: (id) => `/api/admin/product/${encodeURIComponent(id)}`,
      transformResponse: (response: ProductResponse) => response.product,
      providesTags: (_result, _error, id) => [{ type: 'Products', id }],
    }),
    /**
     * GET /api/admin/availability?location=&minutes=&area=: the whole answer is the list of dates with the
     * times a crew (of the location, else of any) is free for a job of that many minutes.
     */
    getAvailability: build.query<AvailabilityEntry[], AvailabilityAsk | undefined>({
      query: (ask) => {
        const params = new URLSearchParams();
        if (ask?.location) params.set('location', ask.location);
        if (ask?.minutes) params.set('minutes', String(ask.minutes));
        if (ask?.area) params.set('area', ask.area);
        const search = params.toString();
        return search ? `/api/admin/availability?${search}` : '/api/admin/availability';
      },
      transformResponse: (response: unknown) => (Array.isArray(response) ? (response as AvailabilityEntry[]) : []),
      // By location only: a booking there refreshes the free times of every job length.
      providesTags: (_result, _error, ask) => [{ type: 'Availability', id: ask?.location ?? 'all' }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useGetAvailabilityQuery } = catalogueApi;
