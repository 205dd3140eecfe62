import { baseApi } from '@clean/shared/api';
import type { AssignCrewRequest, AssignCrewResponse, CrewsResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/crews: every crew (the active ones first). A change of the crews per slot on the
 * availability page names or deactivates crews, so its tag reloads them.
 *
 * PUT /api/admin/appointments/{id}/crew { crewId }: sends another crew of its location; 409 when that
 * crew has another job then (naming it) or the booking holds no crew, 400 for a crew of elsewhere.
 */
export const crewsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetCrews: build.query<CrewsResponse, void>({
      query: () => ({ url: '/api/admin/crews' }),
      extraOptions: { admin: true },
      providesTags: ['AvailabilitySettings'],
    }),
    adminAssignCrew: build.mutation<AssignCrewResponse, { id: string; body: AssignCrewRequest }>({
      query: ({ id, body }) => ({
        url: `/api/admin/appointments/${encodeURIComponent(id)}/crew`,
        method: 'PUT',
        body,
      }),
      extraOptions: { admin: true },
      // Reloaded after a refusal too: a 409 means another job took that crew meanwhile.
      invalidatesTags: ['Appointments', 'Audit'],
    }),
  }),
});

export const { useAdminGetCrewsQuery, useAdminAssignCrewMutation } = crewsApi;
