import {
  userDataSchema,
  employerInvitationListSchema,
  employerInvitationSchema,
  employerOrganisationSchema,
  type EmployerAccountInput,
  type EmployerInvitation,
  type EmployerInvitationInput,
  type EmployerInvitationList,
  type EmployerOrganisation,
  type UpdateOrganisationInput,
  type UserData,
} from '@careers/contracts';
import { api } from './api.ts';
import { fixedRead, whenSaved } from './resource.ts';

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? {
        organisation: employerOrganisationSchema,
        invitations: employerInvitationListSchema,
        invitation: employerInvitationSchema,
        user: userDataSchema,
      }
    : undefined;

const withEmployer = api.enhanceEndpoints({
  addTagTypes: ['EmployerOrganisation', 'OrganisationInvitation'],
});

const invitationsUrl = (organisationId: string) =>
  `/api/v1/organisations/${encodeURIComponent(organisationId)}/invitations`;

/** The employer portal: the contact's own organisation and the invitations to join it. */
export const employerApi = withEmployer.injectEndpoints({
  endpoints: (build) => ({
    /** The contact's own name; the answer is the account as the client keeps it. */
    updateEmployerAccount: build.mutation<UserData, EmployerAccountInput>({
      query: (body) => ({ url: '/api/v1/employer/account', method: 'PATCH', body }),
      extraOptions: { schema: contracts?.user },
      invalidatesTags: ['EmployerOrganisation'],
    }),
    getEmployerOrganisation: build.query<EmployerOrganisation, void>(
      fixedRead('/api/v1/employer/organisation', contracts?.organisation, ['EmployerOrganisation']),
    ),
    updateEmployerOrganisation: build.mutation<EmployerOrganisation, UpdateOrganisationInput>({
      query: (body) => ({ url: '/api/v1/employer/organisation', method: 'PATCH', body }),
      extraOptions: { schema: contracts?.organisation },
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        await whenSaved(queryFulfilled, (data) => {
          dispatch(employerApi.util.upsertQueryData('getEmployerOrganisation', undefined, data));
        });
      },
    }),
    getOrganisationInvitations: build.query<EmployerInvitationList, string>({
      query: (organisationId) => ({ url: invitationsUrl(organisationId) }),
      extraOptions: { schema: contracts?.invitations },
      providesTags: ['OrganisationInvitation'],
    }),
    inviteToOrganisation: build.mutation<
      EmployerInvitation,
      { organisationId: string } & EmployerInvitationInput
    >({
      query: ({ organisationId, ...body }) => ({
        url: invitationsUrl(organisationId),
        method: 'POST',
        body,
      }),
      extraOptions: { schema: contracts?.invitation },
      invalidatesTags: ['OrganisationInvitation'],
    }),
    revokeOrganisationInvitation: build.mutation<
      void,
      { organisationId: string; invitationId: string }
    >({
      query: ({ organisationId, invitationId }) => ({
        url: `${invitationsUrl(organisationId)}/${encodeURIComponent(invitationId)}`,
        method: 'DELETE',
      }),
      transformResponse: () => undefined,
      invalidatesTags: ['OrganisationInvitation'],
    }),
  }),
});

export const {
  useUpdateEmployerAccountMutation,
  useGetEmployerOrganisationQuery,
  useUpdateEmployerOrganisationMutation,
  useGetOrganisationInvitationsQuery,
  useInviteToOrganisationMutation,
  useRevokeOrganisationInvitationMutation,
} = employerApi;
