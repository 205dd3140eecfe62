import { baseApi } from '@clean/shared/api';
import type { ConversationReplyRequest, ConversationReplyResponse } from '@clean/shared/schemas';
import { getConversationApi } from './get-conversation';

/**
 * POST /api/admin/conversations/{phone}/replies: a WhatsApp answer inside the 24-hour window (409
 * WINDOW_CLOSED after it). The reply is appended to the open thread.
 */
export const sendReplyApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminSendConversationReply: build.mutation<ConversationReplyResponse, { phone: string } & ConversationReplyRequest>(
      {
        query: ({ phone, ...body }) => ({
          url: `/api/admin/conversations/${encodeURIComponent(phone)}/replies`,
          method: 'POST',
          body,
        }),
        extraOptions: { admin: true },
        async onQueryStarted({ phone }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              getConversationApi.util.updateQueryData('adminGetConversation', phone, (thread) => {
                thread.messages.push(data.reply);
                thread.conversation.lastText = data.reply.text;
                thread.conversation.lastAt = data.reply.at;
              }),
            );
          } catch {
            // Nothing was sent: the thread stands.
          }
        },
        invalidatesTags: (result) => (result ? ['Conversations', 'Outbox'] : []),
      },
    ),
  }),
});

export const { useAdminSendConversationReplyMutation } = sendReplyApi;
