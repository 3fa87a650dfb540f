import {
  offerListSchema,
  offerSchema,
  type CreateOfferInput,
  type Offer,
  type OfferList,
  type RenegeOfferInput,
  type UpdateOfferInput,
} from '@careers/contracts';
import { api, LIST } from './api.ts';

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? { list: offerListSchema, offer: offerSchema }
    : undefined;

const offersOf = (applicationId: string) => ({
  type: 'Application' as const,
  id: `${applicationId}/offers`,
});
/** What an answer changes: the offers, and the application's status, history and lists. */
const changed = (applicationId: string) => [
  offersOf(applicationId),
  { type: 'Application' as const, id: applicationId },
  { type: 'Application' as const, id: `${applicationId}/events` },
  { type: 'Application' as const, id: LIST },
  'Stats' as const,
];

/** Offers (issue 20): staff make, edit and mark reneged; the candidate accepts or declines. */
export const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOffers: build.query<OfferList, string>({
      query: (applicationId) => `/api/v1/applications/${applicationId}/offers`,
      extraOptions: { schema: contracts?.list },
      providesTags: (_r, _e, applicationId) => [offersOf(applicationId)],
    }),
    makeOffer: build.mutation<Offer, { applicationId: string } & CreateOfferInput>({
      query: ({ applicationId, ...body }) => ({
        url: `/api/v1/applications/${applicationId}/offers`,
        method: 'POST',
        body,
      }),
      extraOptions: { schema: contracts?.offer },
      invalidatesTags: (_r, error, { applicationId }) => (error ? [] : changed(applicationId)),
    }),
    updateOffer: build.mutation<Offer, { id: string; applicationId: string } & UpdateOfferInput>({
      query: ({ id, applicationId: _, ...body }) => ({
        url: `/api/v1/offers/${id}`,
        method: 'PATCH',
        body,
      }),
      extraOptions: { schema: contracts?.offer },
      invalidatesTags: (_r, error, { applicationId }) => (error ? [] : [offersOf(applicationId)]),
    }),
    answerOffer: build.mutation<
      Offer,
      { id: string; applicationId: string; decision: 'accept' | 'decline' }
    >({
      query: ({ id, decision }) => ({ url: `/api/v1/offers/${id}/${decision}`, method: 'POST' }),
      extraOptions: { schema: contracts?.offer },
      invalidatesTags: (_r, error, { applicationId }) => (error ? [] : changed(applicationId)),
    }),
    renegeOffer: build.mutation<Offer, { id: string; applicationId: string } & RenegeOfferInput>({
      query: ({ id, reason }) => ({
        url: `/api/v1/offers/${id}/renege`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: { schema: contracts?.offer },
      invalidatesTags: (_r, error, { applicationId }) => (error ? [] : [offersOf(applicationId)]),
    }),
  }),
});

export const {
  useGetOffersQuery,
  useMakeOfferMutation,
  useUpdateOfferMutation,
  useAnswerOfferMutation,
  useRenegeOfferMutation,
} = offersApi;
