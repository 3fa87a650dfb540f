import { seedListUsers } from '../data/users.ts';
import type { SampleArea } from '../db.ts';
import { BILLING_TYPES, USER_PLANS, USER_ROLES, USER_STATUSES } from '../data/users.ts';
import type { FakeDb } from '../db.ts';
import { badRequest, created, ok } from '../lib/http.ts';
import {
  enumParam,
  idValue,
  includesText,
  objectBody,
  optionalString,
  page,
  pageQuery,
  sortQuery,
  requiredString,
  sortBy,
} from '../lib/query.ts';
import { get, post, type Route } from '../lib/route.ts';
import type { ListUser, UserPlan, UserRole, UserStatus, UsersResponse } from '../types.ts';
import { findById, nextId } from '../lib/records.ts';
import { deleteRoute } from '../lib/crud.ts';

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
    id: nextId(db.users),
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

export const userRoutes: Route[] = [
  get('/api/users/list/all-data', (db) => ok(db.users)),
  get('/api/users/list/data', (db, { params }) =>
    ok(
      listUsers(db, {
        ...pageQuery(params),
        role: enumParam(params, 'role', USER_ROLES),
        status: enumParam(params, 'status', USER_STATUSES),
        currentPlan: enumParam(params, 'currentPlan', USER_PLANS),
        ...sortQuery(params, USER_SORT_COLUMNS, 'fullName', 'asc'),
      }),
    ),
  ),
  get('/api/users/user', (db, { params }) =>
    ok({ user: findById(db.users, idValue(params.id, 'id'), 'User') }),
  ),
  post('/apps/users/add-user', (db, { body }) =>
    created({ user: addUser(db, objectBody(body, 'user').user) }),
  ),
  deleteRoute('/apps/users/delete', (db) => db.users, 'User'),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: userRoutes,
  store: {
    users: seedListUsers,
  },
};
