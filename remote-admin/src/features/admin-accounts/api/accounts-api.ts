import { baseApi } from '@clean/shared/api';
import type {
  AdminAccountsResponse,
  AdminInvitationsResponse,
  CreatedInvitationResponse,
  MessageResponse,
} from '@clean/shared/schemas';

/**
 * The admin accounts and the invitations to sign up (docs/PRODUCT.md#admin-console, Admin accounts).
 * Every change is recorded in the audit trail, so it also invalidates 'Audit'.
 */
export const accountsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminListAccounts: build.query<AdminAccountsResponse, void>({
      query: () => '/api/admin/admins',
      extraOptions: { admin: true },
      providesTags: ['Accounts'],
    }),
    adminSetAccountDisabled: build.mutation<MessageResponse, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: `/api/admin/admins/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`,
        method: 'POST',
      }),
      extraOptions: { admin: true },
      invalidatesTags: ['Accounts', 'Audit'],
    }),
    adminListInvitations: build.query<AdminInvitationsResponse, void>({
      query: () => '/api/admin/invitations',
      extraOptions: { admin: true },
      providesTags: ['Accounts'],
    }),
    adminCreateInvitation: build.mutation<CreatedInvitationResponse, void>({
      query: () => ({ url: '/api/admin/invitations', method: 'POST' }),
      extraOptions: { admin: true },
      invalidatesTags: ['Accounts', 'Audit'],
    }),
    adminRevokeInvitation: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/admin/invitations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: { admin: true },
      invalidatesTags: ['Accounts', 'Audit'],
    }),
  }),
});

export const {
  useAdminListAccountsQuery,
  useAdminSetAccountDisabledMutation,
  useAdminListInvitationsQuery,
  useAdminCreateInvitationMutation,
  useAdminRevokeInvitationMutation,
} = accountsApi;
