import { baseApi } from '@clean/shared/api';
import type {
  AdminAreasResponse,
  AreaLeadsQuery,
  AreaLeadsResponse,
  AreaRequest,
  AreaResponse,
  AreasQuery,
  MessageResponse,
} from '@clean/shared/schemas';

/**
 * The areas of each city and the people waiting for one (docs/PRODUCT.md, "Areas and landmarks"): the
 * areas page and the crew form read them. An area's change changes what the calendar offers (served,
 * surcharge) and what a crew's form lists, so areas share the availability settings' tag with the crews,
 * and a change reloads them and the free times.
 */
const AREA_CHANGED_TAGS = ['AvailabilitySettings', 'Availability', 'Audit'] as const;

export const areasApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/admin/areas?location=: a city's areas by name, with their leads and crews; every city's without it. */
    adminGetAreas: build.query<AdminAreasResponse, AreasQuery>({
      query: (params) => ({ url: '/api/admin/areas', params }),
      extraOptions: { admin: true },
      providesTags: ['AvailabilitySettings'],
    }),
    /** POST /api/admin/areas: 409 when the city has an area of that name (any case). */
    adminAddArea: build.mutation<AreaResponse, AreaRequest>({
      query: (body) => ({ url: '/api/admin/areas', method: 'POST', body }),
      extraOptions: { admin: true },
      invalidatesTags: [...AREA_CHANGED_TAGS],
    }),
    /** PUT /api/admin/areas/{id}: 409 for a name the city has already. */
    adminUpdateArea: build.mutation<AreaResponse, { id: string; body: AreaRequest }>({
      query: ({ id, body }) => ({ url: `/api/admin/areas/${encodeURIComponent(id)}`, method: 'PUT', body }),
      extraOptions: { admin: true },
      invalidatesTags: [...AREA_CHANGED_TAGS],
    }),
    /** DELETE /api/admin/areas/{id}: 409 with a message while bookings name the area. */
    adminDeleteArea: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/admin/areas/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: { admin: true },
      invalidatesTags: [...AREA_CHANGED_TAGS],
    }),
    /** GET /api/admin/area-leads?area=&location=: the newest 200 leads and how many there are in all. */
    adminGetAreaLeads: build.query<AreaLeadsResponse, AreaLeadsQuery>({
      query: (params) => ({ url: '/api/admin/area-leads', params }),
      extraOptions: { admin: true },
      // A removed area takes its leads with it.
      providesTags: ['AvailabilitySettings'],
    }),
  }),
});

export const {
  useAdminGetAreasQuery,
  useAdminAddAreaMutation,
  useAdminUpdateAreaMutation,
  useAdminDeleteAreaMutation,
  useAdminGetAreaLeadsQuery,
} = areasApi;
