import { seedPermissions, seedRoleCards } from '../data/permissions.ts';
import type { SampleArea } from '../db.ts';
import { PERMISSION_ROLES } from '../data/permissions.ts';
import type { FakeDb } from '../db.ts';
import { formatPermissionDate } from '../lib/dates.ts';
import { created, ok } from '../lib/http.ts';
import {
  enumParam,
  idValue,
  includesText,
  objectBody,
  pageQuery,
  requiredString,
} from '../lib/query.ts';
import { get, post, type Route } from '../lib/route.ts';
import type { Permission, PermissionRole, PermissionsResponse } from '../types.ts';
import { findById, nextId } from '../lib/records.ts';
import { deleteRoute, pagedAnswer } from '../lib/crud.ts';

export interface PermissionQuery {
  q: string;
  perPage: number;
  page: number;
  assignedTo?: PermissionRole;
}

export function listPermissions(
  db: FakeDb,
  query: PermissionQuery,
  params: Record<string, unknown>,
): PermissionsResponse {
  const filtered = db.permissions.filter(
    (p) =>
      includesText(p.name, query.q) &&
      (query.assignedTo === undefined || p.assignedTo.includes(query.assignedTo)),
  );
  return { params, ...pagedAnswer('permissions', db.permissions, filtered, query) };
}

/** A new permission belongs to administrators only and is dated now. */
export function addPermission(db: FakeDb, name: string, now: Date): Permission {
  const permission: Permission = {
    id: nextId(db.permissions),
    name,
    assignedTo: ['administrator'],
    createdDate: formatPermissionDate(now),
  };
  db.permissions.push(permission);
  return permission;
}

export const permissionRoutes: Route[] = [
  get('/apps/permissions/data', (db, { params }) =>
    ok(
      listPermissions(
        db,
        {
          ...pageQuery(params),
          assignedTo: enumParam(params, 'assignedTo', PERMISSION_ROLES),
        },
        params,
      ),
    ),
  ),
  post('/apps/permissions/add-permission', (db, { body, now }) => {
    const input = objectBody(objectBody(body, 'permission').permission, 'permission');
    return created({ permission: addPermission(db, requiredString(input, 'name'), now) });
  }),
  post('/apps/permissions/update-permission', (db, { body }) => {
    const input = objectBody(body, 'id');
    const permission = findById(db.permissions, idValue(input.id, 'id'), 'Permission');
    permission.name = requiredString(input, 'name');
    return created({ permission });
  }),
  deleteRoute('/apps/permissions/delete', (db) => db.permissions, 'Permission'),
  // Not in the spec's call list: the role cards of /apps/roles, kept beside their permissions.
  get('/apps/roles/data', (db) => ok(db.roleCards)),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: permissionRoutes,
  store: {
    permissions: seedPermissions,
    roleCards: seedRoleCards,
  },
};
