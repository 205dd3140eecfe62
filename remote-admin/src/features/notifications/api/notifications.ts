import { baseApi } from '@clean/shared/api';
import type { NotificationsResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/notifications: what arrived since this admin last looked; POST …/seen: they looked
 * now. The seen answer is the (empty) new state, written straight into the badge's cache.
 */
export const notificationsApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetNotifications: build.query<NotificationsResponse, void>({
      query: () => '/api/admin/notifications',
      extraOptions: { admin: true },
      providesTags: ['Notifications'],
    }),
    adminMarkNotificationsSeen: build.mutation<NotificationsResponse, void>({
      query: () => ({ url: '/api/admin/notifications/seen', method: 'POST' }),
      extraOptions: { admin: true },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationsApi.util.upsertQueryData('adminGetNotifications', undefined, data));
        } catch {
          // The badge keeps its count; the next refresh tells the truth.
        }
      },
    }),
  }),
});

export const { useAdminGetNotificationsQuery, useAdminMarkNotificationsSeenMutation } = notificationsApi;
