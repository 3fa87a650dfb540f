import {
  adviserNotesSchema,
  bookingSchema,
  scorecardCriteriaSchema,
  scorecardListSchema,
  scorecardSchema,
  type AdviserNotes,
  type Booking,
  type Scorecard,
  type ScorecardInput,
  type ScorecardList,
} from '@careers/contracts';
import { api } from './api.ts';

// Answers are checked against their contracts in development and tests only (see bookings.ts).
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? {
        list: scorecardListSchema,
        scorecard: scorecardSchema,
        criteria: scorecardCriteriaSchema,
        notes: adviserNotesSchema,
        booking: bookingSchema,
      }
    : undefined;

const scorecardsOf = (applicationId: string) => ({
  type: 'Feedback' as const,
  id: `scorecards:${applicationId}`,
});
const criteriaOf = (vacancyId: string) => ({
  type: 'Feedback' as const,
  id: `criteria:${vacancyId}`,
});
const notesOf = (bookingId: string) => ({ type: 'Feedback' as const, id: `notes:${bookingId}` });
/** Criteria change what every scorecard of the vacancy rates: its applications' lists too. */
const everyList = { type: 'Feedback' as const, id: 'scorecards' };

/**
 * After the meeting (issue 21): interview scorecards on an application (staff, and employer
 * contacts on their organisation's vacancies), a vacancy's criteria, and, for staff only, an
 * adviser's notes on a booking and a no-show.
 */
export const feedbackApi = api.enhanceEndpoints({ addTagTypes: ['Feedback'] }).injectEndpoints({
  endpoints: (build) => ({
    getScorecards: build.query<ScorecardList, string>({
      query: (applicationId) => `/api/v1/applications/${applicationId}/scorecards`,
      extraOptions: { schema: contracts?.list },
      providesTags: (_r, _e, applicationId) => [scorecardsOf(applicationId), everyList],
    }),
    saveMyScorecard: build.mutation<Scorecard, { applicationId: string; input: ScorecardInput }>({
      query: ({ applicationId, input }) => ({
        url: `/api/v1/applications/${applicationId}/scorecards/mine`,
        method: 'PUT',
        body: input,
      }),
      extraOptions: { schema: contracts?.scorecard },
      invalidatesTags: (_r, error, { applicationId }) =>
        error ? [] : [scorecardsOf(applicationId)],
    }),
    getScorecardCriteria: build.query<{ criteria: string[] }, string>({
      query: (vacancyId) => `/api/v1/vacancies/${vacancyId}/scorecard-criteria`,
      extraOptions: { schema: contracts?.criteria },
      providesTags: (_r, _e, vacancyId) => [criteriaOf(vacancyId)],
    }),
    setScorecardCriteria: build.mutation<
      { criteria: string[] },
      { vacancyId: string; criteria: string[] }
    >({
      query: ({ vacancyId, criteria }) => ({
        url: `/api/v1/vacancies/${vacancyId}/scorecard-criteria`,
        method: 'PUT',
        body: { criteria },
      }),
      extraOptions: { schema: contracts?.criteria },
      invalidatesTags: (_r, error, { vacancyId }) =>
        error ? [] : [criteriaOf(vacancyId), everyList],
    }),
    getAdviserNotes: build.query<AdviserNotes, string>({
      query: (bookingId) => `/api/v1/bookings/${bookingId}/notes`,
      extraOptions: { schema: contracts?.notes },
      providesTags: (_r, _e, bookingId) => [notesOf(bookingId)],
    }),
    saveAdviserNotes: build.mutation<AdviserNotes, { bookingId: string; notes: string }>({
      query: ({ bookingId, notes }) => ({
        url: `/api/v1/bookings/${bookingId}/notes`,
        method: 'PUT',
        body: { notes },
      }),
      extraOptions: { schema: contracts?.notes },
      invalidatesTags: (_r, error, { bookingId }) => (error ? [] : [notesOf(bookingId)]),
    }),
    recordNoShow: build.mutation<Booking, string>({
      query: (bookingId) => ({ url: `/api/v1/bookings/${bookingId}/no-show`, method: 'POST' }),
      extraOptions: { schema: contracts?.booking },
      // The booking's status changes in every list of bookings.
      invalidatesTags: (_r, error) => (error ? [] : ['Booking']),
    }),
  }),
});

export const {
  useGetScorecardsQuery,
  useSaveMyScorecardMutation,
  useGetScorecardCriteriaQuery,
  useSetScorecardCriteriaMutation,
  useGetAdviserNotesQuery,
  useSaveAdviserNotesMutation,
  useRecordNoShowMutation,
} = feedbackApi;
