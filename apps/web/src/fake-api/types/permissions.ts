// Sample-data API shapes: permissions and roles. Re-exported by ../types.ts.

export type PermissionRole = 'administrator' | 'manager' | 'user' | 'support' | 'restricted-user';
export interface Permission {
  id: number;
  name: string;
  assignedTo: PermissionRole[];
  /** Like '14 Oct 2021, 10:20 AM'. */
  createdDate: string;
}
export interface PermissionsResponse {
  params: Record<string, unknown>;
  allData: Permission[];
  total: number;
  permissions: Permission[];
}
export interface RoleCard {
  role: PermissionRole;
  title: string;
  totalUsers: number;
  avatars: string[];
}
