import { http } from '../../../core/http/http.ts';
import type { Permission, PermissionRole, PermissionsResponse } from '../../../fake-api/types.ts';

export const PERMISSION_ROLES: PermissionRole[] = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
];

export interface PermissionParams {
  q: string;
  assignedTo: PermissionRole | '';
  page: number;
  perPage: number;
}

export const DEFAULT_PERMISSION_PARAMS: PermissionParams = {
  q: '',
  assignedTo: '',
  page: 1,
  perPage: 10,
};

export async function fetchPermissions(params: PermissionParams): Promise<PermissionsResponse> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));
  return (await http.get<PermissionsResponse>('/apps/permissions/data', { params: query })).data;
}

export async function addPermissionRequest(name: string): Promise<Permission> {
  const res = await http.post<{ permission: Permission }>('/apps/permissions/add-permission', {
    permission: { name },
  });
  return res.data.permission;
}

export async function renamePermissionRequest(id: number, name: string): Promise<Permission> {
  const res = await http.post<{ permission: Permission }>('/apps/permissions/update-permission', {
    id,
    name,
  });
  return res.data.permission;
}

export async function deletePermissionRequest(id: number): Promise<void> {
  await http.delete('/apps/permissions/delete', { params: { id } });
}

/** The list's date format, e.g. '14 Oct 2021, 10:20 AM'. */
export const PERMISSION_DATE =
  /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{1,2}:\d{2} (AM|PM)$/;
