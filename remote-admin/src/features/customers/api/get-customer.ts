import { baseApi } from '@clean/shared/api';
import type { CustomerDetailsResponse } from '@clean/shared/schemas';

/** GET /api/admin/customers/{id}: one customer, their figures and all their bookings, newest first. */
export const getCustomerApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetCustomer: build.query<CustomerDetailsResponse, string>({
      query: (id) => `/api/admin/customers/${encodeURIComponent(id)}`,
      extraOptions: { admin: true },
      providesTags: ['Appointments'],
    }),
  }),
});

export const { useAdminGetCustomerQuery } = getCustomerApi;
