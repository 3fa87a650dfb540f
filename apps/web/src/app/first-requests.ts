/**
 * What the first screen of a path asks the API for on a cold load with no query string, by the
 * signed-in role that opens it: the document's head sends these as it arrives
 * (build/first-requests-plugin.ts) and the app's own calls take the answers (core/http/
 * first-answers.ts), so the data no longer waits for the app's code to load and run. Kept true by
 * first-requests.test.ts, which runs each screen's real first-screen start and compares.
 */
export interface FirstRequests {
  role: 'admin' | 'candidate';
  /** GET URLs, as the app's calls make them (parameters in any order). */
  urls: readonly string[];
}

// The service's time zone: every signed-in screen shows its dates in it.
const SETTINGS = '/api/v1/settings';

const list = (url: string, sortColumn: string, sort: 'asc' | 'desc', perPage = 10) =>
  `${url}?sortColumn=${sortColumn}&sort=${sort}&page=1&perPage=${perPage}`;

export const FIRST_REQUESTS: Readonly<Record<string, FirstRequests>> = {
  '/careers/dashboard': { role: 'admin', urls: ['/api/v1/stats/overview', SETTINGS] },
  '/careers/vacancies': {
    role: 'admin',
    urls: [list('/api/v1/vacancies', 'createdAt', 'desc'), SETTINGS],
  },
  '/careers/applications': {
    role: 'admin',
    urls: [
      list('/api/v1/applications', 'submittedAt', 'desc'),
      '/api/v1/vacancies?perPage=100&sortColumn=title&sort=asc',
      SETTINGS,
    ],
  },
  '/careers/candidates': {
    role: 'admin',
    urls: [list('/api/v1/candidates', 'createdAt', 'desc'), SETTINGS],
  },
  '/careers/organisations': {
    role: 'admin',
    urls: [list('/api/v1/organisations', 'name', 'asc'), SETTINGS],
  },
  '/portal/vacancies': {
    role: 'candidate',
    urls: [list('/api/v1/vacancies', 'closesAt', 'asc', 9), SETTINGS],
  },
  '/portal/applications': {
    role: 'candidate',
    urls: [list('/api/v1/applications', 'submittedAt', 'desc'), SETTINGS],
  },
};
