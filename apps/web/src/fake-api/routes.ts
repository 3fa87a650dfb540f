import { authRoutes } from './areas/auth.ts';
import { calendarRoutes } from './areas/calendar.ts';
import { cardRoutes } from './areas/cards.ts';
import { chatRoutes } from './areas/chat.ts';
import { contentRoutes } from './areas/content.ts';
import { datatableRoutes } from './areas/datatables.ts';
import { ecommerceRoutes } from './areas/ecommerce.ts';
import { emailRoutes } from './areas/email.ts';
import { invoiceRoutes } from './areas/invoice.ts';
import { permissionRoutes } from './areas/permissions.ts';
import { searchRoutes } from './areas/search.ts';
import { todoRoutes } from './areas/todo.ts';
import { userRoutes } from './areas/users.ts';
import type { Route } from './lib/route.ts';

/** Every sample-data call of spec section 7 (plus the role cards). */
export const routes: readonly Route[] = [
  ...authRoutes,
  ...emailRoutes,
  ...invoiceRoutes,
  ...calendarRoutes,
  ...userRoutes,
  ...ecommerceRoutes,
  ...chatRoutes,
  ...todoRoutes,
  ...searchRoutes,
  ...permissionRoutes,
  ...datatableRoutes,
  ...contentRoutes,
  ...cardRoutes,
];
