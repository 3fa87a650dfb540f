import { createRandom, pick } from '../lib/random.ts';
import type { BillingType, ListUser, UserPlan, UserRole, UserStatus } from '../types.ts';
import {
  avatar,
  COMPANY_FIRST,
  COMPANY_SECOND,
  COUNTRIES,
  emailFor,
  FIRST_NAMES,
  LAST_NAMES,
  slugify,
  phone,
} from './people.ts';

export const USER_ROLES: readonly UserRole[] = ['admin', 'editor', 'author', 'maintainer', 'subscriber'];
export const USER_PLANS: readonly UserPlan[] = ['basic', 'team', 'company', 'enterprise'];
export const USER_STATUSES: readonly UserStatus[] = ['active', 'pending', 'inactive'];
export const BILLING_TYPES: readonly BillingType[] = [
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
  'Auto Debit',
];

export function seedListUsers(): ListUser[] {
  const random = createRandom(50);
  const used = new Set<string>();
  return Array.from({ length: 50 }, (_, index): ListUser => {
    let fullName = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
    while (used.has(fullName)) fullName = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
    used.add(fullName);
    const company = `${pick(random, COMPANY_FIRST)} ${pick(random, COMPANY_SECOND)}`;
    const [country, code] = pick(random, COUNTRIES);
    return {
      id: index + 1,
      fullName,
      username: slugify(fullName).replace(/-/g, '.'),
      email: emailFor(fullName, index % 4 === 0 ? 'example.ac.uk' : 'mail.example.com'),
      company,
      country,
      contact: phone(code, index + 7),
      role: USER_ROLES[index % USER_ROLES.length] ?? 'subscriber',
      currentPlan: USER_PLANS[(index * 3 + 1) % USER_PLANS.length] ?? 'basic',
      status: USER_STATUSES[(index * 7) % USER_STATUSES.length] ?? 'active',
      billing: pick(random, BILLING_TYPES),
      avatar: index % 4 === 3 ? '' : avatar(index + 3),
    };
  });
}
