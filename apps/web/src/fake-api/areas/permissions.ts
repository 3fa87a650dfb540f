import { PERMISSION_ROLES } from '../data/permissions.ts';
import type { FakeDb } from '../db.ts';
import { formatPermissionDate } from '../lib/dates.ts';
import { created, FakeHttpError, ok } from '../lib/http.ts';
import {
  enumParam,
  idValue,
  includesText,
  intParam,
  objectBody,
  page,
  requiredString,
  stringParam,
} from '../lib/query.ts';
import { del, get, post, type Route } from '../lib/route.ts';
import type { Permission, PermissionRole, PermissionsResponse } from '../types.ts';

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
  return {
    params,
    allData: db.permissions,
    total: filtered.length,
    permissions: page(filtered, query.perPage, query.page),
  };
}

/** A new permission belongs to administrators only and is dated now. */
export function addPermission(db: FakeDb, name: string, now: Date): Permission {
  const permission: Permission = {
    id: Math.max(0, ...db.permissions.map((p) => p.id)) + 1,
    name,
    assignedTo: ['administrator'],
    createdDate: formatPermissionDate(now),
  };
  db.permissions.push(permission);
  return permission;
}

function findPermission(db: FakeDb, id: number): Permission {
  const permission = db.permissions.find((p) => p.id === id);
  if (!permission) throw new FakeHttpError(404, { message: `Permission ${id} not found` });
  return permission;
}

export const permissionRoutes: Route[] = [
  get('/apps/permissions/data', (db, { params }) =>
    ok(
      listPermissions(
        db,
        {
          q: stringParam(params, 'q'),
          perPage: intParam(params, 'perPage', 10, 100),
          page: intParam(params, 'page', 1),
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
    const permission = findPermission(db, idValue(input.id, 'id'));
    permission.name = requiredString(input, 'name');
    return created({ permission });
  }),
  del('/apps/permissions/delete', (db, { params }) => {
    const permission = findPermission(db, idValue(params.id, 'id'));
    db.permissions.splice(db.permissions.indexOf(permission), 1);
    return ok();
  }),
  // Not in the spec's call list: the role cards of /apps/roles, kept beside their permissions.
  get('/apps/roles/data', (db) => ok(db.roleCards)),
];
