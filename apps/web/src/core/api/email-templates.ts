import {
  emailPreviewSchema,
  emailTemplateListSchema,
  emailTemplateSchema,
  type EmailPreview,
  type EmailTemplate,
  type EmailTemplateList,
  type MailLanguage,
  type PreviewEmailTemplateInput,
  type SaveEmailTemplateInput,
} from '@careers/contracts';
import { api } from './api.ts';

// Answers are checked against their contracts in development and tests (base-query.ts).
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? { list: emailTemplateListSchema, one: emailTemplateSchema, preview: emailPreviewSchema }
    : undefined;

const URL = '/api/v1/email-templates';
type Key = { kind: string; language: MailLanguage };
const one = ({ kind, language }: Key) => `${URL}/${kind}/${language}`;

/** The wording of every automatic email, per language (issue 20). */
export const emailTemplatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmailTemplates: build.query<EmailTemplateList, void>({
      query: () => ({ url: URL }),
      extraOptions: { schema: contracts?.list },
      providesTags: ['EmailTemplate'],
    }),
    getEmailTemplate: build.query<EmailTemplate, Key>({
      query: (key) => ({ url: one(key) }),
      extraOptions: { schema: contracts?.one },
      providesTags: ['EmailTemplate'],
    }),
    saveEmailTemplate: build.mutation<EmailTemplate, Key & SaveEmailTemplateInput>({
      query: ({ kind, language, ...body }) => ({
        url: one({ kind, language }),
        method: 'PUT',
        body,
      }),
      extraOptions: { schema: contracts?.one },
      invalidatesTags: (_r, error) => (error ? [] : ['EmailTemplate']),
    }),
    restoreEmailTemplate: build.mutation<void, Key>({
      query: (key) => ({ url: one(key), method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['EmailTemplate']),
    }),
    previewEmailTemplate: build.mutation<EmailPreview, Key & PreviewEmailTemplateInput>({
      query: ({ kind, language, ...body }) => ({
        url: `${one({ kind, language })}/preview`,
        method: 'POST',
        body,
      }),
      extraOptions: { schema: contracts?.preview },
    }),
  }),
});

export const {
  useGetEmailTemplatesQuery,
  useGetEmailTemplateQuery,
  useSaveEmailTemplateMutation,
  useRestoreEmailTemplateMutation,
  usePreviewEmailTemplateMutation,
} = emailTemplatesApi;
