import { baseApi } from '@clean/shared/api';
import type {
  AssignCrewRequest,
  AssignCrewResponse,
  CrewChangeResponse,
  CrewDevicesResponse,
  CrewRequest,
  CrewResponse,
  CrewSignInLinkResponse,
  CrewsResponse,
  CrewTimeOffRequest,
  MessageResponse,
} from '@clean/shared/schemas';

/**
 * The crews (docs/PRODUCT.md, "Crews by name"): the crews page and the appointment page's 'Send
 * another crew' read them. A change of the crews per location on the availability page names or
 * deactivates crews, so the crews share its tag, and a change of a crew reloads that page and the
 * free times too (a crew more or less is a booking more or less per start time).
 */
const CREW_CHANGED_TAGS = ['AvailabilitySettings', 'Availability', 'Appointments', 'Audit'] as const;

export const crewsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/admin/crews: every crew, the active ones first, by location and name. */
    adminGetCrews: build.query<CrewsResponse, void>({
      query: () => ({ url: '/api/admin/crews' }),
      extraOptions: { admin: true },
      providesTags: ['AvailabilitySettings'],
    }),
    /** GET /api/admin/crews/{id}. */
    adminGetCrew: build.query<CrewResponse, string>({
      query: (id) => ({ url: `/api/admin/crews/${encodeURIComponent(id)}` }),
      extraOptions: { admin: true },
      providesTags: ['AvailabilitySettings'],
    }),
    /** POST /api/admin/crews: 409 when another crew has the name. */
    adminAddCrew: build.mutation<CrewChangeResponse, CrewRequest>({
      query: (body) => ({ url: '/api/admin/crews', method: 'POST', body }),
      extraOptions: { admin: true },
      invalidatesTags: [...CREW_CHANGED_TAGS],
    }),
    /** PUT /api/admin/crews/{id}: 409 for a taken name, or another location while it has jobs. */
    adminUpdateCrew: build.mutation<CrewChangeResponse, { id: string; body: CrewRequest }>({
      query: ({ id, body }) => ({ url: `/api/admin/crews/${encodeURIComponent(id)}`, method: 'PUT', body }),
      extraOptions: { admin: true },
      invalidatesTags: [...CREW_CHANGED_TAGS],
    }),
    /**
     * POST /api/admin/crews/{id}/deactivate or /activate: a deactivation sends the crew's jobs from
     * today to other crews; 409 with the paid jobs none is free for (nothing changed).
     */
    adminSetCrewActive: build.mutation<CrewChangeResponse, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        url: `/api/admin/crews/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`,
        method: 'POST',
      }),
      extraOptions: { admin: true },
      invalidatesTags: [...CREW_CHANGED_TAGS],
    }),
    /** POST /api/admin/crews/{id}/time-off: 409 with the crew's jobs on those dates (nothing changed). */
    adminAddCrewTimeOff: build.mutation<CrewChangeResponse, { id: string; body: CrewTimeOffRequest }>({
      query: ({ id, body }) => ({ url: `/api/admin/crews/${encodeURIComponent(id)}/time-off`, method: 'POST', body }),
      extraOptions: { admin: true },
      invalidatesTags: [...CREW_CHANGED_TAGS],
    }),
    /** DELETE /api/admin/crews/{id}/time-off/{timeOffId}: the crew works those dates again. */
    adminRemoveCrewTimeOff: build.mutation<CrewChangeResponse, { id: string; timeOffId: string }>({
      query: ({ id, timeOffId }) => ({
        url: `/api/admin/crews/${encodeURIComponent(id)}/time-off/${encodeURIComponent(timeOffId)}`,
        method: 'DELETE',
      }),
      extraOptions: { admin: true },
      invalidatesTags: [...CREW_CHANGED_TAGS],
    }),
    /**
     * POST /api/admin/crews/{id}/sign-in-links { member }: a link for the member at that place in
     * `members` (docs/PRODUCT.md, "The crew's day"); `link` is set only when nothing could deliver it.
     */
    adminSendCrewSignInLink: build.mutation<CrewSignInLinkResponse, { id: string; member: number }>({
      query: ({ id, member }) => ({
        url: `/api/admin/crews/${encodeURIComponent(id)}/sign-in-links`,
        method: 'POST',
        body: { member },
      }),
      extraOptions: { admin: true },
    }),
    /**
     * GET /api/admin/crews/{id}/devices: newest link first. No tag of its own (the shared tag list has
     * none for devices): the crew's page refetches it after each link sent or device signed out.
     */
    adminGetCrewDevices: build.query<CrewDevicesResponse, string>({
      query: (id) => ({ url: `/api/admin/crews/${encodeURIComponent(id)}/devices` }),
      extraOptions: { admin: true },
    }),
    /** DELETE /api/admin/crews/{id}/devices/{deviceId}: the device is signed out at once. */
    adminSignOutCrewDevice: build.mutation<MessageResponse, { id: string; deviceId: string }>({
      query: ({ id, deviceId }) => ({
        url: `/api/admin/crews/${encodeURIComponent(id)}/devices/${encodeURIComponent(deviceId)}`,
        method: 'DELETE',
      }),
      extraOptions: { admin: true },
    }),
    /**
     * PUT /api/admin/appointments/{id}/crew { crewId }: sends another crew of its location; 409 when that
     * crew does not work then, has another job too close (naming it) or the booking holds no crew, 400
     * for a crew of elsewhere.
     */
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

export const {
  useAdminGetCrewsQuery,
  useAdminGetCrewQuery,
  useAdminAddCrewMutation,
  useAdminUpdateCrewMutation,
  useAdminSetCrewActiveMutation,
  useAdminAddCrewTimeOffMutation,
  useAdminRemoveCrewTimeOffMutation,
  useAdminAssignCrewMutation,
  useAdminSendCrewSignInLinkMutation,
  useAdminGetCrewDevicesQuery,
  useAdminSignOutCrewDeviceMutation,
} = crewsApi;
