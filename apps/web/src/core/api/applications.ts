import { z } from 'zod';
import {
  applicationBulkResultSchema,
  applicationDraftSchema,
  applicationEventSchema,
  applicationPageSchema,
  applicationSchema,
  movedApplicationSchema,
  type Application,
  type ApplicationBulkInput,
  type ApplicationBulkResult,
  type ApplicationDraft,
  type ApplicationEvent,
  type ApplicationStatus,
  type MovedApplication,
  type Page,
  type StatusMovePreview,
  type SaveApplicationDraftInput,
} from '@careers/contracts';
import { api } from './api.ts';
import { recordResource, type ListParams } from './resource.ts';

/** The list query of applications (the careers table, a vacancy's card, the portal's own list). */
export interface ApplicationListParams extends ListParams {
  status?: string;
  vacancyId?: string;
  candidateId?: string;
  /** Staff's tag ids, comma-separated: records carrying every one. */
  tag?: string;
  /** The internal reason of the rejection or hold (staff). */
  reason?: string;
  /** One UTC day, YYYY-MM-DD (the dashboard's per-day chart). */
  submittedOn?: string;
}

/**
 * A move: `reasonId` the internal reason (rejected, on hold), `message` what the candidate reads,
 * `note` staff's own.
 */
export interface ApplicationMove {
  status: ApplicationStatus;
  reasonId?: string;
  message?: string;
  note?: string;
  /** false: staff chose not to email the candidate about this move. */
  notify?: boolean;
  /** A one-click move: the answer carries its undo, and its email waits out the undo window. */
  undoable?: boolean;
}

const applications = recordResource('Application', '/api/v1/applications');
const { url: URL, list, one } = applications;
const history = (id: string) => ({ type: 'Application' as const, id: `${id}/events` });
const draft = (vacancyId: string) => ({ type: 'Application' as const, id: `draft/${vacancyId}` });
const draftUrl = (vacancyId: string) => `/api/v1/vacancies/${vacancyId}/application-draft`;

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? {
        page: applicationPageSchema,
        application: applicationSchema,
        moved: movedApplicationSchema,
        events: z.array(applicationEventSchema),
        draft: applicationDraftSchema,
        bulk: applicationBulkResultSchema,
      }
    : undefined;

/** A move or its undo answers the application as it now is: the page shows it at once. */
async function showAnswer(
  { id }: { id: string },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Application }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    const { undo: _undo, ...application } = data as MovedApplication;
    dispatch(applicationsApi.util.upsertQueryData('getApplication', id, application));
  } catch {
    // The screen shows the failure.
  }
}

export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplications: build.query<Page<Application>, ApplicationListParams>(
      applications.page(contracts?.page),
    ),
    getApplication: build.query<Application, string>(applications.record(contracts?.application)),
    getApplicationEvents: build.query<ApplicationEvent[], string>({
      query: (id) => `${URL}/${id}/events`,
      extraOptions: { schema: contracts?.events },
      providesTags: (_a, _e, id) => [history(id)],
    }),
    /** The email a staff move would send the candidate (null: none); nothing changes. */
    previewApplicationMove: build.mutation<StatusMovePreview, { id: string } & ApplicationMove>({
      query: ({ id, ...move }) => ({
        url: `${URL}/${id}/status/preview`,
        method: 'POST',
        body: Object.fromEntries(
          Object.entries(move).filter(([, v]) => v !== undefined && v !== ''),
        ),
      }),
    }),
    /** A move along the pipeline (an admin's, or the candidate's withdrawal). */
    changeApplicationStatus: build.mutation<MovedApplication, { id: string } & ApplicationMove>({
      query: ({ id, ...move }) => ({
        url: `${URL}/${id}/status`,
        method: 'POST',
        // Only what the move carries: empty texts are left out.
        body: Object.fromEntries(
          Object.entries(move).filter(([, v]) => v !== undefined && v !== ''),
        ),
      }),
      extraOptions: { schema: contracts?.moved },
      onQueryStarted: showAnswer,
      invalidatesTags: (_a, error, { id }) => (error ? [] : [history(id), list, 'Stats', 'Reason']),
    }),
    /**
     * Moves or tags many applications in one request (staff): each succeeds or fails on its own
     * and the answer lists every item's outcome.
     */
    bulkChangeApplications: build.mutation<ApplicationBulkResult, ApplicationBulkInput>({
      query: (input) => ({
        url: `${URL}/bulk`,
        method: 'POST',
        body: Object.fromEntries(
          Object.entries(input).filter(([, v]) => v !== undefined && v !== ''),
        ),
      }),
      extraOptions: { schema: contracts?.bulk },
      invalidatesTags: (result) => [
        list,
        'Stats',
        'Reason',
        ...(result?.data ?? [])
          .filter((item) => item.ok)
          .flatMap((item) => [one(item.id), history(item.id)]),
      ],
    }),
    /** Undoes a one-click move within its window (the move's author only). */
    undoApplicationMove: build.mutation<Application, { id: string; eventId: string }>({
      query: ({ id, eventId }) => ({ url: `${URL}/${id}/undo`, method: 'POST', body: { eventId } }),
      extraOptions: { schema: contracts?.application },
      onQueryStarted: showAnswer,
      invalidatesTags: (_a, error, { id }) => (error ? [] : [history(id), list, 'Stats', 'Reason']),
    }),
    /** A candidate applies with documents from their library. */
    apply: build.mutation<
      Application,
      {
        vacancyId: string;
        documentIds: string[];
        coverNote?: string;
        noticeVersion?: string;
        /** The screening answers, by question id. */
        answers?: Record<string, string | boolean>;
      }
    >({
      query: ({ vacancyId, ...body }) => ({
        url: `/api/v1/vacancies/${vacancyId}/applications`,
        method: 'POST',
        body,
      }),
      extraOptions: { schema: contracts?.application },
      invalidatesTags: (_a, error, { vacancyId }) =>
        error ? [] : [list, { type: 'Vacancy', id: vacancyId }, 'Stats', draft(vacancyId)],
    }),
    /**
     * The cover note being written for a vacancy, kept on the server (never in the browser:
     * students share library computers). Read afresh each time the dialog opens and dropped from
     * memory as soon as it closes.
     */
    getApplicationDraft: build.query<ApplicationDraft, string>({
      query: (vacancyId) => draftUrl(vacancyId),
      extraOptions: { schema: contracts?.draft },
      keepUnusedDataFor: 0,
      providesTags: (_d, _e, vacancyId) => [draft(vacancyId)],
    }),
    /**
     * Saves the note and answers as the candidate writes (the dialog debounces); an empty note
     * without answers removes the draft.
     */
    saveApplicationDraft: build.mutation<
      ApplicationDraft,
      SaveApplicationDraftInput & { vacancyId: string }
    >({
      query: ({ vacancyId, ...body }) => ({
        url: draftUrl(vacancyId),
        method: 'PUT',
        body,
      }),
      extraOptions: { schema: contracts?.draft },
    }),
  }),
});

export const {
  useGetApplicationsQuery,
  useGetApplicationQuery,
  useGetApplicationEventsQuery,
  useChangeApplicationStatusMutation,
  usePreviewApplicationMoveMutation,
  useUndoApplicationMoveMutation,
  useBulkChangeApplicationsMutation,
  useApplyMutation,
  useGetApplicationDraftQuery,
  useSaveApplicationDraftMutation,
} = applicationsApi;
