import type { ListUser, Permission, PermissionRole, RoleCard } from '../../../fake-api/types.ts';

export const MATRIX_ACTIONS = ['read', 'write', 'create'] as const;
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];
/** Module name → the actions granted on it. */
export type PermissionMatrix = Record<string, Record<MatrixAction, boolean>>;

export interface RoleEntry extends Omit<RoleCard, 'role'> {
  /** A sample role, or a role added on this screen. */
  role: PermissionRole | `custom-${number}`;
  matrix: PermissionMatrix;
}

export type { ListUser };

/** A role's matrix from the permission list: a permission it holds is granted in full. */
export function matrixFor(role: PermissionRole, permissions: Permission[]): PermissionMatrix {
  return Object.fromEntries(
    permissions.map((p) => {
      const held = p.assignedTo.includes(role);
      return [p.name, { read: held, write: held, create: held }];
    }),
  );
}

export function emptyMatrix(modules: string[]): PermissionMatrix {
  return Object.fromEntries(modules.map((m) => [m, { read: false, write: false, create: false }]));
}

export function allChecked(matrix: PermissionMatrix): boolean {
  const rows = Object.values(matrix);
  return rows.length > 0 && rows.every((r) => MATRIX_ACTIONS.every((a) => r[a]));
}

export function setAll(matrix: PermissionMatrix, value: boolean): PermissionMatrix {
  return Object.fromEntries(
    Object.keys(matrix).map((m) => [m, { read: value, write: value, create: value }]),
  );
}
