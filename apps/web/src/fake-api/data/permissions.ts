import type { Permission, PermissionRole, RoleCard } from '../types.ts';
import { avatar } from './people.ts';

export const PERMISSION_ROLES: readonly PermissionRole[] = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
];

// prettier-ignore
const PERMISSIONS: [string, PermissionRole[], string][] = [
  ['Management', ['administrator'], '14 Apr 2021, 8:43 PM'],
  ['Manage Billing & Roles', ['administrator'], '16 Sep 2021, 5:20 PM'],
  ['Add & Remove Users', ['administrator', 'manager'], '14 Oct 2021, 10:20 AM'],
  ['Project Planning', ['administrator', 'user', 'support'], '14 Oct 2021, 10:20 AM'],
  ['Manage Email Sequences', ['administrator', 'user', 'support'], '23 Aug 2021, 2:00 PM'],
  ['Client Communication', ['administrator', 'manager'], '15 Apr 2021, 11:30 AM'],
  ['Only View', ['administrator', 'restricted-user'], '4 Dec 2021, 8:15 PM'],
  ['Financial Management', ['administrator', 'manager'], '25 Feb 2021, 10:30 AM'],
  ["Manage Others' Tasks", ['administrator', 'support'], '4 Nov 2021, 11:45 AM'],
];

export function seedPermissions(): Permission[] {
  return PERMISSIONS.map(([name, assignedTo, createdDate], index) => ({
    id: index + 1,
    name,
    assignedTo: [...assignedTo],
    createdDate,
  }));
}

// prettier-ignore
const ROLE_CARDS: [PermissionRole, string, number, number[]][] = [
  ['administrator', 'Administrator', 4, [1, 2, 3, 4]],
  ['manager', 'Manager', 7, [5, 6, 7, 8, 9]],
  ['user', 'Users', 5, [10, 11, 12]],
  ['support', 'Support', 6, [13, 14, 15, 16]],
  ['restricted-user', 'Restricted User', 10, [2, 4, 6, 8, 10]],
];

export function seedRoleCards(): RoleCard[] {
  return ROLE_CARDS.map(([role, title, totalUsers, avatars]) => ({
    role,
    title,
    totalUsers,
    avatars: avatars.map(avatar),
  }));
}
