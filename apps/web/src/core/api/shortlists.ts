import { z } from 'zod';
import {
  REVIEW_SESSION_HEADER,
  reviewCodeSentSchema,
  reviewSessionSchema,
  sharedCandidateSchema,
  sharedShortlistSchema,
  sharedShortlistSummarySchema,
  shortlistRecipientSchema,
  shortlistSchema,
  type CreateShortlistInput,
  type ReviewCodeSent,
  type ReviewSession,
  type SharedCandidate,
  type SharedShortlist,
  type SharedShortlistSummary,
  type Shortlist,
  type ShortlistFeedbackInput,
  type ShortlistRecipient,
} from '@careers/contracts';
import { api, LIST } from './api.ts';
import { send } from './base-query.ts';
import { saveBlob } from './download.ts';

const URL = '/api/v1/shortlists';
const PORTAL = '/api/v1/employer/shortlists';
const REVIEW = '/api/v1/review';
const list = { type: 'Shortlist' as const, id: LIST };
const one = (id: string) => ({ type: 'Shortlist' as const, id });
const history = (applicationId: string) => ({
  type: 'Application' as const,
  id: `${applicationId}/events`,
});

const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? {
        shortlist: shortlistSchema,
        shortlists: z.array(shortlistSchema),
        recipients: z.array(shortlistRecipientSchema),
        shared: sharedShortlistSchema,
        summaries: z.array(sharedShortlistSummarySchema),
        candidate: sharedCandidateSchema,
        codeSent: reviewCodeSentSchema,
        session: reviewSessionSchema,
      }
    : undefined;

/** A review link's calls carry its session (from the emailed code) in this header. */
const reviewHeaders = (session: string) => ({ [REVIEW_SESSION_HEADER]: session });

export const shortlistsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Staff
    getShortlists: build.query<Shortlist[], { organisationId?: string; vacancyId?: string }>({
      query: (params) => ({ url: URL, params }),
      extraOptions: { schema: contracts?.shortlists },
      providesTags: (rows) => [...(rows?.map((s) => one(s.id)) ?? []), list],
    }),
    getShortlistRecipients: build.query<ShortlistRecipient[], string>({
      query: (organisationId) => ({ url: `${URL}/recipients`, params: { organisationId } }),
      extraOptions: { schema: contracts?.recipients },
    }),
    shareShortlist: build.mutation<Shortlist, CreateShortlistInput>({
      query: (body) => ({ url: URL, method: 'POST', body }),
      extraOptions: { schema: contracts?.shortlist },
      invalidatesTags: (_s, error) => (error ? [] : [list]),
    }),
    revokeShortlist: build.mutation<void, string>({
      query: (id) => ({ url: `${URL}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_s, error, id) => (error ? [] : [one(id), list]),
    }),

    // Employer portal
    getSharedShortlists: build.query<SharedShortlistSummary[], void>({
      query: () => PORTAL,
      extraOptions: { schema: contracts?.summaries },
      providesTags: [list],
    }),
    getSharedShortlist: build.query<SharedShortlist, string>({
      query: (id) => `${PORTAL}/${id}`,
      extraOptions: { schema: contracts?.shared },
      providesTags: (_s, _e, id) => [one(id)],
    }),
    givePortalFeedback: build.mutation<
      SharedCandidate,
      { shortlistId: string; applicationId: string; input: ShortlistFeedbackInput }
    >({
      query: ({ shortlistId, applicationId, input }) => ({
        url: `${PORTAL}/${shortlistId}/applications/${applicationId}/feedback`,
        method: 'PUT',
        body: input,
      }),
      extraOptions: { schema: contracts?.candidate },
      invalidatesTags: (_c, error, { shortlistId, applicationId }) =>
        error ? [] : [one(shortlistId), list, history(applicationId)],
    }),

    // Review links (no account)
    sendReviewCode: build.mutation<ReviewCodeSent, string>({
      query: (token) => ({ url: `${REVIEW}/${token}/code`, method: 'POST' }),
      extraOptions: { schema: contracts?.codeSent },
    }),
    openReviewSession: build.mutation<ReviewSession, { token: string; code: string }>({
      query: ({ token, code }) => ({
        url: `${REVIEW}/${token}/session`,
        method: 'POST',
        body: { code },
      }),
      extraOptions: { schema: contracts?.session },
    }),
    getReview: build.query<SharedShortlist, { token: string; session: string }>({
      query: ({ token, session }) => ({
        url: `${REVIEW}/${token}`,
        headers: reviewHeaders(session),
      }),
      extraOptions: { schema: contracts?.shared },
      keepUnusedDataFor: 0,
      providesTags: (s) => (s ? [one(s.id)] : []),
    }),
    giveReviewFeedback: build.mutation<
      SharedCandidate,
      { token: string; session: string; applicationId: string; input: ShortlistFeedbackInput }
    >({
      query: ({ token, session, applicationId, input }) => ({
        url: `${REVIEW}/${token}/applications/${applicationId}/feedback`,
        method: 'PUT',
        body: input,
        headers: reviewHeaders(session),
      }),
      extraOptions: { schema: contracts?.candidate },
      async onQueryStarted({ token, session, applicationId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            shortlistsApi.util.updateQueryData('getReview', { token, session }, (draft) => {
              const at = draft.candidates.findIndex((c) => c.applicationId === applicationId);
              if (at >= 0) draft.candidates[at] = data;
            }),
          );
        } catch {
          // The screen shows the failure.
        }
      },
    }),
  }),
});

export const {
  useGetShortlistsQuery,
  useGetShortlistRecipientsQuery,
  useShareShortlistMutation,
  useRevokeShortlistMutation,
  useGetSharedShortlistsQuery,
  useGetSharedShortlistQuery,
  useGivePortalFeedbackMutation,
  useSendReviewCodeMutation,
  useOpenReviewSessionMutation,
  useGetReviewQuery,
  useGiveReviewFeedbackMutation,
} = shortlistsApi;

/**
 * Downloads a shared candidate's document: in the portal (the token travels as for any call) or
 * through a review link (its session header). Each download is audited by the server.
 */
export async function downloadSharedDocument(
  where: { shortlistId: string } | { token: string; session: string },
  applicationId: string,
  document: { id: string; fileName: string },
): Promise<void> {
  const path = `applications/${applicationId}/documents/${document.id}`;
  const res = await send<Blob>(
    'token' in where
      ? {
          url: `${REVIEW}/${where.token}/${path}`,
          responseType: 'blob',
          headers: reviewHeaders(where.session),
        }
      : { url: `${PORTAL}/${where.shortlistId}/${path}`, responseType: 'blob' },
  );
  saveBlob(res.data, document.fileName);
}
