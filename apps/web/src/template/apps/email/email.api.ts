import { api } from '../../../core/api/api.ts';
import type {
  EmailFolder,
  EmailLabel,
  EmailsResponse,
  EmailUpdate,
  EmailWithPaging,
} from '../../../fake-api/types.ts';

export type MailView = EmailFolder | 'starred';

export interface EmailParams {
  q: string;
  folder: MailView;
  label?: EmailLabel;
}

/**
 * The mailbox's sample-data calls. A change to mails refetches the list (counts and flags stay
 * true) and the open mail.
 */
export const emailApi = api.enhanceEndpoints({ addTagTypes: ['Mail'] }).injectEndpoints({
  endpoints: (build) => ({
    getMails: build.query<EmailsResponse, EmailParams>({
      query: ({ q, folder, label }) => ({
        url: '/apps/email/emails',
        params: { folder, q, label },
      }),
      providesTags: ['Mail'],
    }),
    /** One mail, with whether it has neighbours in its list. */
    getMail: build.query<EmailWithPaging, number>({
      query: (id) => ({ url: '/apps/email/get-email', params: { id } }),
      providesTags: ['Mail'],
    }),
    /** The previous or next mail of the list, from the server's order. */
    getNeighbourMail: build.query<EmailWithPaging, { dir: 'previous' | 'next'; emailId: number }>({
      query: (params) => ({ url: '/apps/email/paginate-email', params }),
    }),
    updateMails: build.mutation<void, { emailIds: number[]; dataToUpdate: EmailUpdate }>({
      query: (body) => ({ url: '/apps/email/update-emails', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    /** Toggles the label on each mail. */
    updateMailLabel: build.mutation<void, { emailIds: number[]; label: EmailLabel }>({
      query: (body) => ({ url: '/apps/email/update-emails-label', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
  }),
});

export const {
  useGetMailsQuery,
  useGetMailQuery,
  useLazyGetNeighbourMailQuery,
  useUpdateMailsMutation,
  useUpdateMailLabelMutation,
} = emailApi;
