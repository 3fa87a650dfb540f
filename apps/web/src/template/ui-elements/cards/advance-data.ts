// Sample content for the advanced cards (typed constants: the fake API has no such calls).

export const PROFILE = {
  name: 'Amara Okafor',
  avatar: '/images/avatars/avatar-05.svg',
  stats: [
    { key: 'applications', value: 12 },
    { key: 'interviews', value: 4 },
    { key: 'offers', value: 1 },
  ],
} as const;

export const ADVISERS = [
  { name: 'Priya Shah', avatar: '/images/avatars/avatar-02.svg', hours: 9.5, progress: 80 },
  { name: 'Tom Becker', avatar: '/images/avatars/avatar-07.svg', hours: 7, progress: 55 },
  { name: 'Lea Martin', avatar: '/images/avatars/avatar-09.svg', hours: 11, progress: 92 },
  { name: 'Yusuf Haddad', avatar: '/images/avatars/avatar-12.svg', hours: 5.5, progress: 38 },
] as const;

export const FAIR_ATTENDEES = [
  '/images/avatars/avatar-03.svg',
  '/images/avatars/avatar-06.svg',
  '/images/avatars/avatar-08.svg',
  '/images/avatars/avatar-11.svg',
] as const;

export type TxKind = 'stand' | 'sponsor' | 'refund' | 'workshop' | 'travel';
export const TRANSACTIONS: {
  kind: TxKind;
  amount: number;
  tone: 'primary' | 'success' | 'danger' | 'info' | 'warning';
}[] = [
  { kind: 'stand', amount: 450, tone: 'primary' },
  { kind: 'sponsor', amount: 1200, tone: 'success' },
  { kind: 'refund', amount: -150, tone: 'danger' },
  { kind: 'workshop', amount: 320, tone: 'info' },
  { kind: 'travel', amount: -85, tone: 'warning' },
];

export type Channel = 'portal' | 'fair' | 'referral' | 'email' | 'social';
export const CHANNELS: { channel: Channel; share: number; variant: string }[] = [
  { channel: 'portal', share: 54.4, variant: 'primary' },
  { channel: 'fair', share: 21.3, variant: 'info' },
  { channel: 'referral', share: 12.7, variant: 'success' },
  { channel: 'email', share: 7.9, variant: 'warning' },
  { channel: 'social', share: 3.7, variant: 'danger' },
];

export const DESIGN_TEAM = [
  { name: 'Noah Fischer', avatar: '/images/avatars/avatar-04.svg' },
  { name: 'Inês Costa', avatar: '/images/avatars/avatar-10.svg' },
  { name: 'Sami Nasser', avatar: '/images/avatars/avatar-13.svg' },
] as const;
