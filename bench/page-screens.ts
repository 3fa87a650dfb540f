/**
 * The screens whose cold loads are measured (`npm run bench pages`) and whose requests are
 * counted (e2e/tests/cold-requests.spec.ts): the login page and the signed-in screens people use
 * most, product and template alike. `data` matches an element that shows text from the API (the
 * server's or the sample API's), never a heading or a skeleton.
 */
export interface Screen {
  path: string;
  /** Who is signed in; none for the login page. */
  role?: 'admin' | 'candidate';
  data: string;
}

export const PAGE_SCREENS: Screen[] = [
  // The login page has no data: its form is what it shows.
  { path: '/login', data: 'form button[type="submit"]' },
  { path: '/careers/dashboard', role: 'admin', data: 'main a[href^="/careers/vacancies/"]' },
  {
    path: '/careers/applications',
    role: 'admin',
    data: 'main td a[href^="/careers/applications/"]',
  },
  { path: '/careers/vacancies', role: 'admin', data: 'main td a[href^="/careers/vacancies/"]' },
  { path: '/portal/vacancies', role: 'candidate', data: 'main a[href^="/portal/vacancies/"]' },
  { path: '/careers/calendar', role: 'admin', data: '.booking-calendar-main[data-loaded]' },
  { path: '/portal/bookings', role: 'candidate', data: 'main .list-group, main .empty-state' },
  { path: '/dashboard/ecommerce', role: 'admin', data: '.dashboard-ecommerce p.h3' },
  { path: '/apps/email', role: 'admin', data: '.mail-list .mail-item' },
  { path: '/apps/invoice/list', role: 'admin', data: 'main td a[href^="/apps/invoice/preview/"]' },
  { path: '/apps/user/list', role: 'admin', data: 'main td a[href^="/apps/user/view/"]' },
  // The first event painted: the month preview's (month-preview.tsx) before FullCalendar's own.
  { path: '/apps/calendar', role: 'admin', data: '.fc-event' },
  { path: '/datatables/basic', role: 'admin', data: 'main table tbody td' },
];

/** At most this many requests of any kind on a cold load of a signed-in screen (issue 17). */
export const MAX_COLD_REQUESTS = 30;

/** The sign-in page's JavaScript, compressed as sent: at most this many bytes (DESIGN.md §6). */
export const LOGIN_JS_BUDGET = 120 * 1024;

/**
 * A screen's JavaScript before its own heavy libraries (charts, calendar, editor), compressed as
 * sent: at most this many bytes (DESIGN.md §6). The e2e guard holds every measured screen to it;
 * `npm run bench pages` prints every measured screen's total.
 */
export const SCREEN_JS_BUDGET = 250 * 1024;

/**
 * The chunks of the heavy libraries a screen loads for itself (build/chunk-groups.ts), which the
 * budget leaves out: FullCalendar and the staff calendar's time zones (Luxon), ApexCharts' core,
 * its chart types (`area.esm`, `donut.esm`…) and its React wrapper.
 */
export const HEAVY_LIBRARY_CHUNK =
  /^\/assets\/(fullcalendar|luxon|core\.esm|[a-z]+\.esm|apex-chart)-[\w-]{8}\.js$/;
