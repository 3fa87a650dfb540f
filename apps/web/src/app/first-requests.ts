/**
 * What the first screen of a path asks the API for on a cold load with no query string, by the
 * signed-in role that opens it: the document's head sends these as it arrives
 * (build/first-requests-plugin.ts) and the app's own calls take the answers (core/http/
 * first-answers.ts), so the data no longer waits for the app's code to load and run. Kept true by
 * first-requests.test.ts, which runs each screen's real first-screen start and compares.
 */
export interface FirstRequests {
  role: 'admin' | 'candidate';
  /** GET URLs, as the app's calls make them (parameters in any order), besides EVERY_SCREEN_REQUESTS. */
  urls: readonly string[];
}

/**
 * What every signed-in screen asks for, whatever its path: the service's settings (its time zone,
 * which every date is shown in, and whether the template showcase is on, which the menu and the
 * showcase's screens wait for).
 */
export const EVERY_SCREEN_REQUESTS: readonly string[] = ['/api/v1/settings'];

const list = (url: string, sortColumn: string, sort: 'asc' | 'desc', perPage = 10) =>
  `${url}?sortColumn=${sortColumn}&sort=${sort}&page=1&perPage=${perPage}`;

export const FIRST_REQUESTS: Readonly<Record<string, FirstRequests>> = {
  '/careers/dashboard': { role: 'admin', urls: ['/api/v1/stats/overview'] },
  '/careers/vacancies': {
    role: 'admin',
    urls: [list('/api/v1/vacancies', 'createdAt', 'desc')],
  },
  '/careers/applications': {
    role: 'admin',
    urls: [
      list('/api/v1/applications', 'submittedAt', 'desc'),
      '/api/v1/vacancies?perPage=100&sortColumn=title&sort=asc',
    ],
  },
  '/careers/candidates': {
    role: 'admin',
    urls: [list('/api/v1/candidates', 'createdAt', 'desc')],
  },
  '/careers/organisations': {
    role: 'admin',
    urls: [list('/api/v1/organisations', 'name', 'asc')],
  },
  '/portal/vacancies': {
    role: 'candidate',
    urls: [list('/api/v1/vacancies', 'closesAt', 'asc', 9)],
  },
  '/portal/applications': {
    role: 'candidate',
    urls: [list('/api/v1/applications', 'submittedAt', 'desc')],
  },
  '/portal/bookings': {
    role: 'candidate',
    urls: [
      '/api/v1/bookings?perPage=100&sort=asc&status=booked',
      '/api/v1/bookable-slots?perPage=100&sort=asc',
    ],
  },
};
