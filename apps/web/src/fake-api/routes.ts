import { area as auth } from './areas/auth.ts';
import { area as autocomplete } from './areas/autocomplete.ts';
import { area as calendar } from './areas/calendar.ts';
import { area as cards } from './areas/cards.ts';
import { area as chat } from './areas/chat.ts';
import { area as content } from './areas/content.ts';
import { area as datatables } from './areas/datatables.ts';
import { area as ecommerce } from './areas/ecommerce.ts';
import { area as email } from './areas/email.ts';
import { area as invoice } from './areas/invoice.ts';
import { area as permissions } from './areas/permissions.ts';
import { area as search } from './areas/search.ts';
import { area as todo } from './areas/todo.ts';
import { area as users } from './areas/users.ts';
import type { SampleArea } from './db.ts';
import type { Route } from './lib/route.ts';

/**
 * Every area of the sample API, imported together: for tests and tools. The app loads each area
 * on its first call instead (areas.ts), so a screen's code holds only the areas it asks.
 */
export const sampleAreas: Readonly<Record<string, SampleArea>> = {
  auth,
  email,
  invoice,
  calendar,
  users,
  ecommerce,
  chat,
  todo,
  search,
  autocomplete,
  permissions,
  datatables,
  content,
  cards,
};

/** Every sample-data call of spec section 7 (plus the role cards). */
export const routes: readonly Route[] = Object.values(sampleAreas).flatMap((area) => area.routes);
