import type { Ability, User } from '../types.ts';

export interface StoredUser extends User {
  password: string;
}

export const MANAGE_ALL: Ability[] = [{ action: 'manage', subject: 'all' }];
export const CLIENT_ABILITY: Ability[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
];

export function seedAuthUsers(): StoredUser[] {
  return [
    {
      id: 1,
      fullName: 'Helen Ashworth',
      username: 'helen.ashworth',
      password: 'admin',
      avatar: '/images/avatars/avatar-01.svg',
      email: 'admin@demo.com',
      role: 'admin',
      ability: structuredClone(MANAGE_ALL),
      extras: { eCommerceCartItemsCount: 5 },
    },
    {
      id: 2,
      fullName: 'Kofi Mensah',
      username: 'kofi.mensah',
      password: 'client',
      avatar: '/images/avatars/avatar-06.svg',
      email: 'client@demo.com',
      role: 'client',
      ability: structuredClone(CLIENT_ABILITY),
      extras: { eCommerceCartItemsCount: 0 },
    },
  ];
}
