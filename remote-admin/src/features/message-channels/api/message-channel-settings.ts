import { baseApi } from '@clean/shared/api';
import type { MessageChannelSettings, MessageChannelSettingsResponse } from '@clean/shared/schemas';

/**
 * GET and PUT /api/admin/settings/message-channels: every topic's channel order, as a whole, with the
 * channels that have a provider (docs/PRODUCT.md, "Messages on WhatsApp and SMS").
 */
export const messageChannelSettingsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetMessageChannels: build.query<MessageChannelSettingsResponse, void>({
      query: () => ({ url: '/api/admin/settings/message-channels' }),
      extraOptions: { admin: true },
      providesTags: ['MessageChannels'],
    }),
    adminUpdateMessageChannels: build.mutation<MessageChannelSettingsResponse, MessageChannelSettings>({
      query: (body) => ({ url: '/api/admin/settings/message-channels', method: 'PUT', body }),
      extraOptions: { admin: true },
      invalidatesTags: (result) => (result ? ['MessageChannels', 'Audit'] : []),
    }),
  }),
});

export const { useAdminGetMessageChannelsQuery, useAdminUpdateMessageChannelsMutation } = messageChannelSettingsApi;
