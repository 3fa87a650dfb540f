import { api } from '../../../core/api/api.ts';
import type { Permission, RoleCard, UsersResponse } from '../../../fake-api/types.ts';

/** The roles screen's sample-data reads; its changes stay on the screen (no save call). */
export const rolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoleCards: build.query<RoleCard[], void>({ query: () => '/apps/roles/data' }),
    /** Every permission (the modules of the matrix) with the roles that hold it. */
    getAllPermissions: build.query<Permission[], void>({
      query: () => ({ url: '/apps/permissions/data', params: { perPage: 100 } }),
      transformResponse: (res: { allData: Permission[] }) => res.allData,
    }),
    getRoleUsers: build.query<UsersResponse, { q: string; page: number; perPage: number }>({
      query: (params) => ({ url: '/api/users/list/data', params }),
    }),
  }),
});

export const { useGetRoleCardsQuery, useGetAllPermissionsQuery, useGetRoleUsersQuery } = rolesApi;
