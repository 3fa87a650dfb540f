import type { Page } from '@careers/contracts';
import { api } from '../../../core/api/api.ts';
import type { Permission, PermissionsResponse } from '../../../fake-api/types.ts';
import { pagedList } from '../shared/paged-list.ts';
import type { PermissionParams } from './permissions-api.ts';
import { deleteById } from '../shared/sample-mutations.ts';

/** The permissions' sample-data calls; every change refetches the list shown. */
export const permissionsApi = api
  .enhanceEndpoints({ addTagTypes: ['Permission'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** One page of the list, as the app's list state reads pages. */
      getPermissions: build.query<Page<Permission>, PermissionParams>({
        ...pagedList<PermissionsResponse, Permission, PermissionParams>(
          '/apps/permissions/data',
          (res) => res.permissions,
        ),
        providesTags: ['Permission'],
      }),
      addPermission: build.mutation<Permission, string>({
        query: (name) => ({
          url: '/apps/permissions/add-permission',
          method: 'POST',
          body: { permission: { name } },
        }),
        transformResponse: (res: { permission: Permission }) => res.permission,
        invalidatesTags: ['Permission'],
      }),
      renamePermission: build.mutation<Permission, { id: number; name: string }>({
        query: (body) => ({ url: '/apps/permissions/update-permission', method: 'POST', body }),
        transformResponse: (res: { permission: Permission }) => res.permission,
        invalidatesTags: ['Permission'],
      }),
      deletePermission: build.mutation<void, number>({
        ...deleteById('/apps/permissions/delete'),
        invalidatesTags: ['Permission'],
      }),
    }),
  });

export const {
  useAddPermissionMutation,
  useRenamePermissionMutation,
  useDeletePermissionMutation,
} = permissionsApi;
