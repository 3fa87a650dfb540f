import type { PermissionRole } from '../../../fake-api/types.ts';

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

/** The list's date format, e.g. '14 Oct 2021, 10:20 AM'. */
export const PERMISSION_DATE =
  /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{1,2}:\d{2} (AM|PM)$/;
