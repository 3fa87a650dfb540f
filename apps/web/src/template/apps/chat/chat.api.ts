import { api } from '../../../core/api/api.ts';
import type {
  ChatsAndContactsResponse,
  Contact,
  GetChatResponse,
  SendMessageRequest,
  SendMessageResponse,
} from '../../../fake-api/types.ts';

/** The chat's sample-data calls. Opening or writing to a chat refreshes the lists' counts. */
export const chatApi = api.enhanceEndpoints({ addTagTypes: ['ChatList'] }).injectEndpoints({
  endpoints: (build) => ({
    getChatsAndContacts: build.query<ChatsAndContactsResponse, void>({
      query: () => '/apps/chat/chats-and-contacts',
      providesTags: ['ChatList'],
    }),
    /** A contact's chat; opening it clears its unseen count on the server. */
    getChat: build.query<GetChatResponse, number>({
      query: (id) => ({ url: '/apps/chat/get-chat', params: { id } }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(chatApi.util.invalidateTags(['ChatList']));
        } catch {
          // A failed open leaves the lists as they are.
        }
      },
    }),
    /** Sends to a contact (one without a chat gets one); the open chat shows the server's copy. */
    sendMessage: build.mutation<SendMessageResponse, { contact: Contact; message: string }>({
      query: ({ contact, message }) => {
        const body: SendMessageRequest = { obj: { contact: { id: contact.id }, message } };
        return { url: '/apps/chat/send-msg', method: 'POST', body };
      },
      async onQueryStarted({ contact }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('getChat', contact.id, (open) => {
              open.chat = data.chat;
            }),
          );
        } catch {
          // The message stays in the box to be sent again.
        }
      },
      invalidatesTags: ['ChatList'],
    }),
  }),
});

export const { useGetChatsAndContactsQuery, useGetChatQuery, useSendMessageMutation } = chatApi;
