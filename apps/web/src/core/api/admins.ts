import {
  adminPageSchema,
  adminSchema,
  invitationResponseSchema,
  pendingInvitationListSchema,
  resendInvitationResponseSchema,
  type Admin,
  type InvitationResponse,
  type Page,
  type PendingInvitationList,
  type ResendInvitationResponse,
} from '@careers/contracts';
import { api, LIST } from './api.ts';
import type { ListParams } from './resource.ts';

export interface AdminListParams extends ListParams {
  status?: string;
}

const list = { type: 'Admin' as const, id: LIST };

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? {
        page: adminPageSchema,
        admin: adminSchema,
        invitation: invitationResponseSchema,
        pending: pendingInvitationListSchema,
        resent: resendInvitationResponseSchema,
      }
    : undefined;

const invitations = { type: 'Invitation' as const, id: LIST };

export const adminsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdmins: build.query<Page<Admin>, AdminListParams>({
      query: (params) => ({ url: '/api/v1/admins', params }),
      extraOptions: { schema: contracts?.page },
      providesTags: (page) => [
        ...(page?.data.map((a) => ({ type: 'Admin' as const, id: a.id })) ?? []),
        list,
      ],
    }),
    setAdminStatus: build.mutation<Admin, { id: string; status: Admin['status'] }>({
      query: ({ id, status }) => ({
        url: `/api/v1/admins/${id}`,
        method: 'PATCH',
        body: { status },
      }),
      extraOptions: { schema: contracts?.admin },
      invalidatesTags: (_a, error) => (error ? [] : [list]),
    }),
    /** A one-time sign-up link for a new administrator. */
    inviteAdmin: build.mutation<InvitationResponse, string>({
      query: (email) => ({ url: '/api/v1/admin/invitations', method: 'POST', body: { email } }),
      extraOptions: { schema: contracts?.invitation },
      invalidatesTags: (_a, error) => (error ? [] : [invitations]),
    }),
    /** Invitations not used nor revoked, with when each expires. */
    getInvitations: build.query<PendingInvitationList, void>({
      query: () => ({ url: '/api/v1/admin/invitations' }),
      extraOptions: { schema: contracts?.pending },
      providesTags: [invitations],
    }),
    /** A new link for a pending invitation, mailed; the old link stops working. */
    resendInvitation: build.mutation<ResendInvitationResponse, string>({
      query: (id) => ({ url: `/api/v1/admin/invitations/${id}/resend`, method: 'POST' }),
      extraOptions: { schema: contracts?.resent },
      invalidatesTags: [invitations],
    }),
    revokeInvitation: build.mutation<void, string>({
      query: (id) => ({ url: `/api/v1/admin/invitations/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [invitations],
    }),
  }),
});

export const {
  useGetAdminsQuery,
  useSetAdminStatusMutation,
  useInviteAdminMutation,
  useGetInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} = adminsApi;
