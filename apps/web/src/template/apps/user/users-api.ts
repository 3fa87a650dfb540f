import type { BillingType, UserPlan, UserRole, UserStatus } from '../../../fake-api/types.ts';

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
