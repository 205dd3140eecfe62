import { baseApi } from '@clean/shared/api';
import type { CustomersResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/customers?page=&pageSize=: one page of the customers, latest booking first. They are
 * made from the appointments, so they are tagged 'Appointments': a booking or a change reloads them.
 */
export const getCustomersApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetCustomers: build.query<CustomersResponse, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/api/admin/customers', params }),
      extraOptions: { admin: true },
      providesTags: ['Appointments'],
    }),
  }),
});

export const { useAdminGetCustomersQuery } = getCustomersApi;
