import type { SampleArea } from './db.ts';

/** An area of the sample API as the app finds it: the paths of its calls and its module. */
export interface AreaEntry {
  name: string;
  /** Where its calls' paths begin (kept true by index.test.ts against each area's routes). */
  prefixes: readonly string[];
  load: () => Promise<{ area: SampleArea }>;
}

/**
 * The sample API's areas, each its own chunk, loaded with its first call: a screen of the
 * template's demos loads the calls and data of the area it shows (the user list its users, the
 * navbar's cart the shop's), not all fourteen.
 */
export const AREAS: readonly AreaEntry[] = [
  { name: 'auth', prefixes: ['/jwt/'], load: () => import('./areas/auth.ts') },
  { name: 'email', prefixes: ['/apps/email/'], load: () => import('./areas/email.ts') },
  {
    name: 'invoice',
    prefixes: ['/apps/invoice/', '/api/invoice/'],
    load: () => import('./areas/invoice.ts'),
  },
  { name: 'calendar', prefixes: ['/apps/calendar/'], load: () => import('./areas/calendar.ts') },
  {
    name: 'users',
    prefixes: ['/api/users/', '/apps/users/'],
    load: () => import('./areas/users.ts'),
  },
  {
    name: 'ecommerce',
    prefixes: ['/apps/ecommerce/'],
    load: () => import('./areas/ecommerce.ts'),
  },
  { name: 'chat', prefixes: ['/apps/chat/'], load: () => import('./areas/chat.ts') },
  { name: 'todo', prefixes: ['/apps/todo/'], load: () => import('./areas/todo.ts') },
  {
    name: 'search',
    prefixes: ['/api/bookmarks/', '/api/main-search/'],
    load: () => import('./areas/search.ts'),
  },
  {
    name: 'autocomplete',
    prefixes: ['/api/autocomplete/'],
    load: () => import('./areas/autocomplete.ts'),
  },
  {
    name: 'permissions',
    prefixes: ['/apps/permissions/', '/apps/roles/'],
    load: () => import('./areas/permissions.ts'),
  },
  {
    name: 'datatables',
    prefixes: ['/api/datatables/'],
    load: () => import('./areas/datatables.ts'),
  },
  {
    name: 'content',
    prefixes: ['/profile/', '/pricing/', '/account-setting/', '/blog/', '/faq/'],
    load: () => import('./areas/content.ts'),
  },
  { name: 'cards', prefixes: ['/card/'], load: () => import('./areas/cards.ts') },
];
