import {
  auditPageSchema,
  organisationContactSchema,
  organisationDetailSchema,
  organisationNoteListSchema,
  organisationNoteSchema,
  organisationPageSchema,
  type AuditEntry,
  type CreateOrganisationInput,
  type Organisation,
  type OrganisationContact,
  type OrganisationContactInput,
  type OrganisationDetail,
  type OrganisationNote,
  type OrganisationStatus,
  type Page,
  type UpdateOrganisationContactInput,
  type UpdateOrganisationInput,
} from '@careers/contracts';
import { api } from './api.ts';
import { recordResource, type ListParams } from './resource.ts';

/** The list query of the organisations table (the vacancy form's type-ahead uses it too). */
export interface OrganisationListParams extends ListParams {
  status?: string;
  sector?: string;
}

const organisations = recordResource('Organisation', '/api/v1/organisations');
const { url: URL, one, list } = organisations;
const notesOf = (id: string) => ({ type: 'Organisation' as const, id: `notes:${id}` });
const historyOf = (id: string) => ({ type: 'Organisation' as const, id: `history:${id}` });

// Checked against the contracts in development and tests only (see vacancies.ts).
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? {
        page: organisationPageSchema,
        detail: organisationDetailSchema,
        contact: organisationContactSchema,
        note: organisationNoteSchema,
        notes: organisationNoteListSchema,
        history: auditPageSchema,
      }
    : undefined;

/** Every change to an organisation shows in its page, list and history at once. */
const changed = (id: string) => [one(id), list, historyOf(id)];

export const organisationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrganisations: build.query<Page<Organisation>, OrganisationListParams>(
      organisations.page(contracts?.page),
    ),
    getOrganisation: build.query<OrganisationDetail, string>(
      organisations.record(contracts?.detail),
    ),
    createOrganisation: build.mutation<OrganisationDetail, CreateOrganisationInput>({
      query: (body) => ({ url: URL, method: 'POST', body }),
      extraOptions: { schema: contracts?.detail },
      invalidatesTags: [list],
    }),
    updateOrganisation: build.mutation<
      OrganisationDetail,
      { id: string; input: UpdateOrganisationInput }
    >({
      query: ({ id, input }) => ({ url: `${URL}/${id}`, method: 'PATCH', body: input }),
      extraOptions: { schema: contracts?.detail },
      // A rename is copied into its vacancies and applications.
      invalidatesTags: (_o, error, { id }) =>
        error ? [] : [...changed(id), 'Vacancy', 'Application'],
    }),
    decideOrganisation: build.mutation<
      OrganisationDetail,
      { id: string; status: OrganisationStatus; reason?: string }
    >({
      query: ({ id, status, reason }) => ({
        url: `${URL}/${id}/decision`,
        method: 'POST',
        body: reason ? { status, reason } : { status },
      }),
      extraOptions: { schema: contracts?.detail },
      // Suspending pauses its open vacancies.
      invalidatesTags: (_o, error, { id }) => (error ? [] : [...changed(id), 'Vacancy', 'Stats']),
    }),
    uploadOrganisationLogo: build.mutation<OrganisationDetail, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `${URL}/${id}/logo`, method: 'PUT', body };
      },
      extraOptions: { schema: contracts?.detail },
      invalidatesTags: (_o, error, { id }) => (error ? [] : changed(id)),
    }),
    /** The logo's bytes by its versioned URL (a new upload is a new URL, so a new entry). */
    getOrganisationLogo: build.query<Blob, string>({
      query: (url) => ({ url, responseType: 'blob' }),
      keepUnusedDataFor: 60,
    }),
    removeOrganisationLogo: build.mutation<OrganisationDetail, string>({
      query: (id) => ({ url: `${URL}/${id}/logo`, method: 'DELETE' }),
      extraOptions: { schema: contracts?.detail },
      invalidatesTags: (_o, error, id) => (error ? [] : changed(id)),
    }),
    addOrganisationContact: build.mutation<
      OrganisationContact,
      { id: string; input: OrganisationContactInput }
    >({
      query: ({ id, input }) => ({ url: `${URL}/${id}/contacts`, method: 'POST', body: input }),
      extraOptions: { schema: contracts?.contact },
      invalidatesTags: (_c, error, { id }) => (error ? [] : changed(id)),
    }),
    updateOrganisationContact: build.mutation<
      OrganisationContact,
      { id: string; contactId: string; input: UpdateOrganisationContactInput }
    >({
      query: ({ id, contactId, input }) => ({
        url: `${URL}/${id}/contacts/${contactId}`,
        method: 'PATCH',
        body: input,
      }),
      extraOptions: { schema: contracts?.contact },
      invalidatesTags: (_c, error, { id }) => (error ? [] : changed(id)),
    }),
    removeOrganisationContact: build.mutation<void, { id: string; contactId: string }>({
      query: ({ id, contactId }) => ({
        url: `${URL}/${id}/contacts/${contactId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_c, error, { id }) => (error ? [] : changed(id)),
    }),
    getOrganisationNotes: build.query<OrganisationNote[], string>({
      query: (id) => `${URL}/${id}/notes`,
      extraOptions: { schema: contracts?.notes },
      transformResponse: (body: { data: OrganisationNote[] }) => body.data,
      providesTags: (_n, _e, id) => [notesOf(id)],
    }),
    addOrganisationNote: build.mutation<OrganisationNote, { id: string; body: string }>({
      query: ({ id, body }) => ({ url: `${URL}/${id}/notes`, method: 'POST', body: { body } }),
      extraOptions: { schema: contracts?.note },
      invalidatesTags: (_n, error, { id }) => (error ? [] : [notesOf(id), historyOf(id)]),
    }),
    getOrganisationHistory: build.query<Page<AuditEntry>, { id: string; page?: number }>({
      query: ({ id, page = 1 }) => ({
        url: `${URL}/${id}/history`,
        params: { page, perPage: 20 },
      }),
      extraOptions: { schema: contracts?.history },
      providesTags: (_h, _e, { id }) => [historyOf(id)],
    }),
    mergeOrganisation: build.mutation<OrganisationDetail, { id: string; intoId: string }>({
      query: ({ id, intoId }) => ({ url: `${URL}/${id}/merge`, method: 'POST', body: { intoId } }),
      extraOptions: { schema: contracts?.detail },
      invalidatesTags: (_o, error, { intoId }) =>
        error ? [] : [...changed(intoId), 'Vacancy', 'Application'],
    }),
  }),
});

export const {
  useGetOrganisationsQuery,
  useGetOrganisationQuery,
  useCreateOrganisationMutation,
  useUpdateOrganisationMutation,
  useDecideOrganisationMutation,
  useGetOrganisationLogoQuery,
  useUploadOrganisationLogoMutation,
  useRemoveOrganisationLogoMutation,
  useAddOrganisationContactMutation,
  useUpdateOrganisationContactMutation,
  useRemoveOrganisationContactMutation,
  useGetOrganisationNotesQuery,
  useAddOrganisationNoteMutation,
  useGetOrganisationHistoryQuery,
  useMergeOrganisationMutation,
} = organisationsApi;
