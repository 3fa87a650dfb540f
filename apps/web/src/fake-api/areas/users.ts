import { BILLING_TYPES, USER_PLANS, USER_ROLES, USER_STATUSES } from '../data/users.ts';
import type { FakeDb } from '../db.ts';
import { badRequest, created, FakeHttpError, ok } from '../lib/http.ts';
import {
  enumParam,
  idValue,
  includesText,
  intParam,
  objectBody,
  optionalString,
  page,
  requiredString,
  sortBy,
  stringParam,
} from '../lib/query.ts';
import { del, get, post, type Route } from '../lib/route.ts';
import type { ListUser, UserPlan, UserRole, UserStatus, UsersResponse } from '../types.ts';

export const USER_SORT_COLUMNS = [
  'id',
  'fullName',
  'username',
  'email',
  'company',
  'country',
  'contact',
  'role',
  'currentPlan',
  'status',
  'billing',
] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

export interface UserQuery {
  q: string;
  page: number;
  perPage: number;
  role?: UserRole;
  status?: UserStatus;
  currentPlan?: UserPlan;
  sort: 'asc' | 'desc';
  sortColumn: UserSortColumn;
}

export function listUsers(db: FakeDb, query: UserQuery): UsersResponse {
  const filtered = db.users.filter(
    (user) =>
      (includesText(user.email, query.q) ||
        includesText(user.fullName, query.q) ||
        includesText(user.billing, query.q)) &&
      (query.role === undefined || user.role === query.role) &&
      (query.status === undefined || user.status === query.status) &&
      (query.currentPlan === undefined || user.currentPlan === query.currentPlan),
  );
  const sorted = sortBy(filtered, (user) => user[query.sortColumn], query.sort);
  return { total: sorted.length, users: page(sorted, query.perPage, query.page) };
}

function pickEnum<T extends string>(
  input: Record<string, unknown>,
  field: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = input[field];
  if (value === undefined || value === '') return fallback;
  const found = allowed.find((a) => a === value);
  if (!found) throw badRequest(field, `${field} must be one of ${allowed.join(', ')}`);
  return found;
}

export function addUser(db: FakeDb, value: unknown): ListUser {
  const input = objectBody(value, 'user');
  const fullName = requiredString(input, 'fullName');
  const email = requiredString(input, 'email');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('email', 'email is invalid');
  const user: ListUser = {
    id: Math.max(0, ...db.users.map((u) => u.id)) + 1,
    fullName,
    username: optionalString(input, 'username') || email.split('@')[0] || fullName,
    email,
    company: optionalString(input, 'company') ?? '',
    country: optionalString(input, 'country') ?? '',
    contact: optionalString(input, 'contact') ?? '',
    role: pickEnum(input, 'role', USER_ROLES, 'subscriber'),
    currentPlan: pickEnum(input, 'currentPlan', USER_PLANS, 'basic'),
    status: pickEnum(input, 'status', USER_STATUSES, 'pending'),
    billing: pickEnum(input, 'billing', BILLING_TYPES, 'Auto Debit'),
    avatar: optionalString(input, 'avatar') ?? '',
  };
  db.users.push(user);
  return user;
}

function findUser(db: FakeDb, id: number): ListUser {
  const user = db.users.find((u) => u.id === id);
  if (!user) throw new FakeHttpError(404, { message: `User ${id} not found` });
  return user;
}

export const userRoutes: Route[] = [
  get('/api/users/list/all-data', (db) => ok(db.users)),
  get('/api/users/list/data', (db, { params }) =>
    ok(
      listUsers(db, {
        q: stringParam(params, 'q'),
        page: intParam(params, 'page', 1),
        perPage: intParam(params, 'perPage', 10, 100),
        role: enumParam(params, 'role', USER_ROLES),
        status: enumParam(params, 'status', USER_STATUSES),
        currentPlan: enumParam(params, 'currentPlan', USER_PLANS),
        sort: enumParam(params, 'sort', ['asc', 'desc'] as const, 'asc'),
        sortColumn: enumParam(params, 'sortColumn', USER_SORT_COLUMNS, 'fullName'),
      }),
    ),
  ),
  get('/api/users/user', (db, { params }) => ok({ user: findUser(db, idValue(params.id, 'id')) })),
  post('/apps/users/add-user', (db, { body }) =>
    created({ user: addUser(db, objectBody(body, 'user').user) }),
  ),
  del('/apps/users/delete', (db, { params }) => {
    const user = findUser(db, idValue(params.id, 'id'));
    db.users.splice(db.users.indexOf(user), 1);
    return ok();
  }),
];
