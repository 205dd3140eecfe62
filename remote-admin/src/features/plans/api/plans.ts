import { baseApi } from '@clean/shared/api';
import type { AdminPlanActionResponse, AdminPlanResponse, AdminPlansResponse, PlanState } from '@clean/shared/schemas';

/** A staff action on one plan: skip (a visit), pause (until a date), a new day and time, resume, cancel. */
export type PlanAction =
  | { action: 'skip'; appointmentId: string }
  | { action: 'pause'; until: string }
  | { action: 'reschedule'; from: string; time: string }
  | { action: 'resume' }
  | { action: 'cancel' };

/**
 * GET /api/admin/plans?status=&page=&pageSize=, GET /api/admin/plans/{id} and the staff's actions
 * (POST /api/admin/plans/{id}/skip|pause|reschedule|resume|cancel), which change visits too: the appointments,
 * the schedule and the dashboard read again.
 */
export const plansApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetPlans: build.query<AdminPlansResponse, { page: number; pageSize: number; status?: PlanState }>({
      query: (params) => ({ url: '/api/admin/plans', params }),
      extraOptions: { admin: true },
      providesTags: ['Plans'],
    }),
    adminGetPlan: build.query<AdminPlanResponse, string>({
      query: (id) => ({ url: `/api/admin/plans/${encodeURIComponent(id)}` }),
      extraOptions: { admin: true },
      providesTags: ['Plans'],
    }),
    adminPlanAction: build.mutation<AdminPlanActionResponse, { id: string } & PlanAction>({
      query: ({ id, action, ...body }) => ({
        url: `/api/admin/plans/${encodeURIComponent(id)}/${action}`,
        method: 'POST',
        ...(Object.keys(body).length > 0 ? { body } : {}),
      }),
      extraOptions: { admin: true },
      invalidatesTags: ['Plans', 'Appointments', 'Dashboard'],
    }),
  }),
});

export const { useAdminGetPlansQuery, useAdminGetPlanQuery, useAdminPlanActionMutation } = plansApi;
