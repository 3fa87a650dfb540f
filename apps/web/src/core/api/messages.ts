import {
  groupMessagePageSchema,
  groupMessageSchema,
  groupPreviewSchema,
  inboxPageSchema,
  messageSchema,
  outboxPageSchema,
  suppressionListSchema,
  type GroupMessage,
  type GroupMessageInput,
  type GroupPreview,
  type InboxPage,
  type Message,
  type MessageInput,
  type MessageSegmentInput,
  type OutboxMessage,
  type Page,
  type Suppression,
} from '@careers/contracts';
import { api } from './api.ts';

/*
 * Messages to candidates: staff write one-off and group messages and read a candidate's mail;
 * candidates read their portal inbox; staff clear suppressed addresses.
 */

// Checked against the contracts in development and tests only (see vacancies.ts).
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? {
        message: messageSchema,
        inbox: inboxPageSchema,
        mail: outboxPageSchema,
        preview: groupPreviewSchema,
        group: groupMessageSchema,
        groups: groupMessagePageSchema,
        suppressions: suppressionListSchema,
      }
    : undefined;

const mailOf = (candidateId: string) => ({ type: 'Mail' as const, id: candidateId });
const INBOX = { type: 'Mail' as const, id: 'inbox' };
const GROUPS = { type: 'Mail' as const, id: 'groups' };
const SUPPRESSED = { type: 'Mail' as const, id: 'suppressions' };

export interface PageArgs {
  page?: number;
  perPage?: number;
}

export const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Mail'] }).injectEndpoints({
  endpoints: (build) => ({
    sendMessage: build.mutation<Message, MessageInput & { candidateId: string }>({
      query: ({ candidateId, ...body }) => ({
        url: `/api/v1/candidates/${candidateId}/messages`,
        method: 'POST',
        body,
      }),
      extraOptions: { schema: contracts?.message },
      invalidatesTags: (_m, error, { candidateId }) => (error ? [] : [mailOf(candidateId)]),
    }),
    getCandidateMail: build.query<Page<OutboxMessage>, { candidateId: string } & PageArgs>({
      query: ({ candidateId, page = 1, perPage = 10 }) => ({
        url: `/api/v1/candidates/${candidateId}/mail`,
        params: { page, perPage },
      }),
      extraOptions: { schema: contracts?.mail },
      providesTags: (_p, _e, { candidateId }) => [mailOf(candidateId)],
    }),
    getInbox: build.query<InboxPage, PageArgs>({
      query: ({ page = 1, perPage = 20 }) => ({
        url: '/api/v1/me/messages',
        params: { page, perPage },
      }),
      extraOptions: { schema: contracts?.inbox },
      providesTags: [INBOX],
    }),
    markMessageRead: build.mutation<void, string>({
      query: (id) => ({ url: `/api/v1/me/messages/${id}/read`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : [INBOX]),
    }),
    previewGroup: build.mutation<GroupPreview, MessageSegmentInput>({
      query: (segment) => ({
        url: '/api/v1/messages/groups/preview',
        method: 'POST',
        body: { segment },
      }),
      extraOptions: { schema: contracts?.preview },
    }),
    sendGroup: build.mutation<GroupMessage, GroupMessageInput>({
      query: (body) => ({ url: '/api/v1/messages/groups', method: 'POST', body }),
      extraOptions: { schema: contracts?.group },
      invalidatesTags: (_g, error) => (error ? [] : [GROUPS, 'Mail']),
    }),
    getGroups: build.query<Page<GroupMessage>, PageArgs>({
      query: ({ page = 1, perPage = 10 }) => ({
        url: '/api/v1/messages/groups',
        params: { page, perPage },
      }),
      extraOptions: { schema: contracts?.groups },
      providesTags: [GROUPS],
    }),
    getSuppressions: build.query<Suppression[], void>({
      query: () => '/api/v1/mail/suppressions',
      extraOptions: { schema: contracts?.suppressions },
      transformResponse: (body: { data: Suppression[] }) => body.data,
      providesTags: [SUPPRESSED],
    }),
    /** One-click unsubscribe from group messages (no sign-in: the link is the credential). */
    unsubscribe: build.mutation<void, string>({
      query: (token) => ({
        url: `/api/v1/unsubscribe/${encodeURIComponent(token)}`,
        method: 'POST',
      }),
    }),
    clearSuppression: build.mutation<void, string>({
      query: (id) => ({ url: `/api/v1/mail/suppressions/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [SUPPRESSED]),
    }),
  }),
});

export const {
  useSendMessageMutation,
  useGetCandidateMailQuery,
  useGetInboxQuery,
  useMarkMessageReadMutation,
  usePreviewGroupMutation,
  useSendGroupMutation,
  useGetGroupsQuery,
  useGetSuppressionsQuery,
  useClearSuppressionMutation,
  useUnsubscribeMutation,
} = messagesApi;
