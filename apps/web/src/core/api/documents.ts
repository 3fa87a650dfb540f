import {
  documentPageSchema,
  documentSchema,
  type CareerDocument,
  type DocumentKind,
  type Page,
} from '@careers/contracts';
import { api } from './api.ts';
import { recordResource, type ListParams } from './resource.ts';

export interface DocumentListParams extends ListParams {
  kind?: string;
  candidateId?: string;
}

const documents = recordResource('Document', '/api/v1/documents');
const { url: URL, one, list } = documents;

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? { page: documentPageSchema, document: documentSchema }
    : undefined;

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<Page<CareerDocument>, DocumentListParams>(
      documents.page(contracts?.page),
    ),
    getDocument: build.query<CareerDocument, string>(documents.record(contracts?.document)),
    /** Several documents by id (an application's attachments), in the order asked. */
    getDocumentsById: build.query<CareerDocument[], string[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const answers = await Promise.all(ids.map((id) => baseQuery(`${URL}/${id}`)));
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        return { data: answers.map((answer) => answer.data as CareerDocument) };
      },
      extraOptions: { schema: contracts?.document },
      providesTags: (_d, _e, ids) => ids.map(one),
    }),
    /** A document's bytes, for previews (the server's type, else the stored one). */
    getDocumentContent: build.query<Blob, { id: string; mimeType: string }>({
      query: ({ id }) => ({ url: `${URL}/${id}/content`, responseType: 'blob' }),
      transformResponse: (blob: Blob, _meta, { mimeType }) =>
        blob.type ? blob : new Blob([blob], { type: mimeType }),
      // Bytes are big: drop them soon after the preview closes.
      keepUnusedDataFor: 5,
    }),
    uploadDocument: build.mutation<
      CareerDocument,
      { file: File; kind: DocumentKind; onProgress?: (fraction: number) => void }
    >({
      query: ({ file, kind, onProgress }) => {
        const body = new FormData();
        body.append('kind', kind);
        body.append('file', file);
        return { url: URL, method: 'POST', body, onProgress };
      },
      extraOptions: { schema: contracts?.document },
      invalidatesTags: (_d, error) => (error ? [] : [list]),
    }),
    deleteDocument: build.mutation<string, string>({
      query: (id) => ({ url: `${URL}/${id}`, method: 'DELETE' }),
      transformResponse: (_body, _meta, id) => id,
      invalidatesTags: (_d, error, id) => (error ? [] : [one(id), list]),
    }),
  }),
});

export const {
  useGetDocumentsQuery,
  useGetDocumentQuery,
  useGetDocumentsByIdQuery,
  useGetDocumentContentQuery,
  useUploadDocumentMutation,
  useDeleteDocumentMutation,
} = documentsApi;

/** A candidate's whole library (at most 20 documents, so one page holds it). */
export const MY_LIBRARY: DocumentListParams = { perPage: 100 };
