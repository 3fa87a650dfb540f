import {
  type ApplyClick,
  vacancyPageSchema,
  vacancySchema,
  type CreateVacancyInput,
  type Page,
  type UpdateVacancyInput,
  type Vacancy,
  type VacancyReviewInput,
  type VacancyStatus,
} from '@careers/contracts';
import { api } from './api.ts';
import { recordResource, whenSaved, type ListParams } from './resource.ts';

/** The list query of the vacancies table (the portal's open list uses the same call). */
export interface VacancyListParams extends ListParams {
  status?: string;
  type?: string;
  workplace?: string;
  /** Staff: one organisation's vacancies. */
  organisationId?: string;
}

const vacancies = recordResource('Vacancy', '/api/v1/vacancies');
const { url: URL, list } = vacancies;

/** The vacancy a change answers with is the latest: its page shows it at once. */
async function landed(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: Vacancy }>,
): Promise<void> {
  await whenSaved(queryFulfilled, (data) => {
    dispatch(vacanciesApi.util.upsertQueryData('getVacancy', data.id, data));
  });
}

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? { page: vacancyPageSchema, vacancy: vacancySchema }
    : undefined;

export const vacanciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVacancies: build.query<Page<Vacancy>, VacancyListParams>(vacancies.page(contracts?.page)),
    /** Every vacancy by title (up to 100), for pickers. */
    getVacancyOptions: build.query<Vacancy[], void>(
      vacancies.options<Vacancy>('title', contracts?.page),
    ),
    getVacancy: build.query<Vacancy, string>(vacancies.record(contracts?.vacancy)),
    createVacancy: build.mutation<Vacancy, CreateVacancyInput>({
      query: (body) => ({ url: URL, method: 'POST', body }),
      extraOptions: { schema: contracts?.vacancy },
      invalidatesTags: [list, 'Stats'],
    }),
    /** An edit; `expectedUpdatedAt` in the input makes a stale edit a 409. */
    updateVacancy: build.mutation<Vacancy, { id: string; input: UpdateVacancyInput }>({
      query: ({ id, input }) => ({ url: `${URL}/${id}`, method: 'PATCH', body: input }),
      extraOptions: { schema: contracts?.vacancy },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => landed(dispatch, queryFulfilled),
      invalidatesTags: (_v, error) => (error ? [] : [list]),
    }),
    changeVacancyStatus: build.mutation<
      Vacancy,
      { id: string; status: VacancyStatus; reason?: string }
    >({
      query: ({ id, status, reason }) => ({
        url: `${URL}/${id}/status`,
        method: 'POST',
        body: reason ? { status, reason } : { status },
      }),
      extraOptions: { schema: contracts?.vacancy },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => landed(dispatch, queryFulfilled),
      invalidatesTags: (_v, error) => (error ? [] : [list, 'Stats', 'Approvals']),
    }),
    /** An employer contact submits a draft or a declined vacancy for approval. */
    submitVacancy: build.mutation<Vacancy, string>({
      query: (id) => ({ url: `${URL}/${id}/submit`, method: 'POST' }),
      extraOptions: { schema: contracts?.vacancy },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => landed(dispatch, queryFulfilled),
      invalidatesTags: (_v, error) => (error ? [] : [list, 'Approvals']),
    }),
    /** Staff approve, request changes to or decline a vacancy waiting for approval. */
    reviewVacancy: build.mutation<Vacancy, { id: string } & VacancyReviewInput>({
      query: ({ id, ...body }) => ({ url: `${URL}/${id}/review`, method: 'POST', body }),
      extraOptions: { schema: contracts?.vacancy },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => landed(dispatch, queryFulfilled),
      invalidatesTags: (_v, error) => (error ? [] : [list, 'Stats', 'Approvals']),
    }),
    /**
     * A candidate follows "Apply on the employer's site": the server counts it (once a day each)
     * and answers the link. Nothing cached changes: candidates do not see the figure.
     */
    applyClick: build.mutation<ApplyClick, string>({
      query: (id) => ({ url: `${URL}/${id}/apply-click`, method: 'POST' }),
    }),
    deleteVacancy: build.mutation<string, string>({
      query: (id) => ({ url: `${URL}/${id}`, method: 'DELETE' }),
      transformResponse: (_body, _meta, id) => id,
      // Not the vacancy's own tag: its page is still open and would ask for it again (a 404).
      invalidatesTags: (_v, error) => (error ? [] : [list, 'Stats']),
    }),
  }),
});

export const {
  useGetVacanciesQuery,
  useGetVacancyOptionsQuery,
  useGetVacancyQuery,
  useLazyGetVacancyQuery,
  useCreateVacancyMutation,
  useUpdateVacancyMutation,
  useChangeVacancyStatusMutation,
  useSubmitVacancyMutation,
  useReviewVacancyMutation,
  useDeleteVacancyMutation,
  useApplyClickMutation,
} = vacanciesApi;
