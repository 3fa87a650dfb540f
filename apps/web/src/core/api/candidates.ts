import {
  candidatePageSchema,
  candidateSchema,
  type Candidate,
  type Page,
  type UpdateCandidateInput,
} from '@careers/contracts';
import { api } from './api.ts';
import { recordResource, type ListParams, whenSaved } from './resource.ts';

export interface CandidateListParams extends ListParams {
  level?: string;
  graduationYear?: string;
  status?: string;
  /** Staff's tag ids, comma-separated: candidates carrying every one. */
  tag?: string;
}

const candidates = recordResource('Candidate', '/api/v1/candidates');
const { url: URL, list } = candidates;

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? { page: candidatePageSchema, candidate: candidateSchema }
    : undefined;

export const candidatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCandidates: build.query<Page<Candidate>, CandidateListParams>(
      candidates.page(contracts?.page),
    ),
    /** Every candidate by name (up to 100), for pickers. */
    getCandidateOptions: build.query<Candidate[], void>(
      candidates.options<Candidate>('fullName', contracts?.page),
    ),
    getCandidate: build.query<Candidate, string>(candidates.record(contracts?.candidate)),
    /** A profile edit or archiving; `expectedUpdatedAt` makes a stale one a 409. */
    updateCandidate: build.mutation<Candidate, { id: string; input: UpdateCandidateInput }>({
      query: ({ id, input }) => ({ url: `${URL}/${id}`, method: 'PATCH', body: input }),
      extraOptions: { schema: contracts?.candidate },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        await whenSaved(queryFulfilled, (data) => {
          dispatch(candidatesApi.util.upsertQueryData('getCandidate', id, data));
        });
      },
      invalidatesTags: (_c, error) => (error ? [] : [list]),
    }),
  }),
});

export const {
  useGetCandidatesQuery,
  useGetCandidateOptionsQuery,
  useGetCandidateQuery,
  useLazyGetCandidateQuery,
  useUpdateCandidateMutation,
} = candidatesApi;
