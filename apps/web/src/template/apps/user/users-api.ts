import { http } from '../../../core/http/http.ts';
import type {
  BillingType,
  ListUser,
  NewListUser,
  UserPlan,
  UserRole,
  UserStatus,
  UsersResponse,
} from '../../../fake-api/types.ts';

export const USER_ROLES: UserRole[] = ['admin', 'editor', 'author', 'maintainer', 'subscriber'];
export const USER_PLANS: UserPlan[] = ['basic', 'team', 'company', 'enterprise'];
export const USER_STATUSES: UserStatus[] = ['active', 'pending', 'inactive'];
export const BILLING_TYPES: BillingType[] = [
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
  'Auto Debit',
];

export interface UserParams {
  q: string;
  role: UserRole | '';
  currentPlan: UserPlan | '';
  status: UserStatus | '';
  page: number;
  perPage: number;
  sort: 'asc' | 'desc';
  sortColumn: string;
}

export const DEFAULT_USER_PARAMS: UserParams = {
  q: '',
  role: '',
  currentPlan: '',
  status: '',
  page: 1,
  perPage: 10,
  sort: 'asc',
  sortColumn: 'fullName',
};

/** Leaves out empty filters, so the API sees only the ones chosen. */
export function userQuery(params: UserParams): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));
}

export async function fetchUsers(params: UserParams): Promise<UsersResponse> {
  return (await http.get<UsersResponse>('/api/users/list/data', { params: userQuery(params) }))
    .data;
}

export async function fetchAllUsers(): Promise<ListUser[]> {
  return (await http.get<ListUser[]>('/api/users/list/all-data')).data;
}

export async function fetchUser(id: number): Promise<ListUser> {
  return (await http.get<{ user: ListUser }>('/api/users/user', { params: { id } })).data.user;
}

export async function addUserRequest(user: Partial<NewListUser>): Promise<ListUser> {
  return (await http.post<{ user: ListUser }>('/apps/users/add-user', { user })).data.user;
}

export async function deleteUserRequest(id: number): Promise<void> {
  await http.delete('/apps/users/delete', { params: { id } });
}

const BILLING_KEYS: Record<BillingType, string> = {
  'Manual - Credit Card': 'creditCard',
  'Manual - Paypal': 'paypal',
  'Manual - Cash': 'cash',
  'Auto Debit': 'autoDebit',
};

export function billingKey(billing: BillingType): string {
  return `userApp.billing.${BILLING_KEYS[billing]}`;
}

/** Monthly price of each plan, in US dollars. */
export const PLAN_PRICES: Record<UserPlan, number> = {
  basic: 0,
  team: 29,
  company: 49,
  enterprise: 99,
};
