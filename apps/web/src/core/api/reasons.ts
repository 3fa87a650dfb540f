import {
  reasonListSchema,
  reasonSchema,
  type CreateReasonInput,
  type Reason,
  type ReasonKind,
  type ReasonList,
  type ReasonStatus,
  type UpdateReasonInput,
} from '@careers/contracts';
import { api } from './api.ts';

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? { list: reasonListSchema, reason: reasonSchema }
    : undefined;

const URL = '/api/v1/reasons';

/** The internal reasons staff manage for rejecting and holding applications (issue 20). */
export const reasonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReasons: build.query<ReasonList, { kind?: ReasonKind; status?: ReasonStatus }>({
      query: (params) => ({ url: URL, params }),
      extraOptions: { schema: contracts?.list },
      providesTags: ['Reason'],
    }),
    createReason: build.mutation<Reason, CreateReasonInput>({
      query: (body) => ({ url: URL, method: 'POST', body }),
      extraOptions: { schema: contracts?.reason },
      invalidatesTags: (_r, error) => (error ? [] : ['Reason']),
    }),
    updateReason: build.mutation<Reason, { id: string } & UpdateReasonInput>({
      query: ({ id, ...body }) => ({ url: `${URL}/${id}`, method: 'PATCH', body }),
      extraOptions: { schema: contracts?.reason },
      invalidatesTags: (_r, error) => (error ? [] : ['Reason']),
    }),
    deleteReason: build.mutation<void, string>({
      query: (id) => ({ url: `${URL}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Reason']),
    }),
  }),
});

export const {
  useGetReasonsQuery,
  useCreateReasonMutation,
  useUpdateReasonMutation,
  useDeleteReasonMutation,
} = reasonsApi;
