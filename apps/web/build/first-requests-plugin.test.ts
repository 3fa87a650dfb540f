import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { firstRequestsScript, headTable } from './first-requests-plugin.ts';

const TABLE = headTable({
  '/careers/vacancies': {
    role: 'admin',
    urls: ['/api/v1/vacancies?sortColumn=createdAt&sort=desc&page=1&perPage=10'],
  },
});
const EVERY = ['/api/v1/settings'];

/** Runs the head script as a document at `path` with this storage would. */
function runHead(path: string, search: string, storage: Record<string, string>) {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const window: {
    __careersFirst?: { at: number; answers: Record<string, unknown>; screen: boolean };
  } = {};
  runInNewContext(firstRequestsScript(TABLE, EVERY), {
    window,
    location: { pathname: path, search },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    Date,
    JSON,
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, headers: init.headers });
      return Promise.resolve({ ok: true });
    },
  });
  return { fetched, first: window.__careersFirst };
}

const ADMIN = { accessToken: 'token-1', userData: JSON.stringify({ role: 'admin' }) };

describe('the first requests script', () => {
  it('sends the path’s calls with the stored token and leaves their answers by key', () => {
    const { fetched, first } = runHead('/careers/vacancies', '', ADMIN);
    expect(fetched.map((f) => f.url)).toEqual([
      '/api/v1/vacancies?page=1&perPage=10&sort=desc&sortColumn=createdAt',
      '/api/v1/settings',
    ]);
    expect(fetched[0]!.headers.Authorization).toBe('Bearer token-1');
    expect(Object.keys(first!.answers)).toEqual(fetched.map((f) => f.url));
    expect(first!.at).toBeGreaterThan(0);
    expect(first!.screen).toBe(true);
  });

  it('sends only what every screen asks for on a query string, another path or another role', () => {
    const cases = [
      runHead('/careers/vacancies', '?status=open', ADMIN),
      runHead('/datatables/basic', '', ADMIN),
      runHead('/careers/vacancies', '', {
        ...ADMIN,
        userData: JSON.stringify({ role: 'candidate' }),
      }),
    ];
    for (const { fetched, first } of cases) {
      expect(fetched.map((f) => f.url)).toEqual(['/api/v1/settings']);
      expect(fetched[0]!.headers.Authorization).toBe('Bearer token-1');
      expect(Object.keys(first!.answers)).toEqual(['/api/v1/settings']);
      expect(first!.screen).toBe(false);
    }
  });

  it('sends nothing without a session', () => {
    const cases = [
      runHead('/careers/vacancies', '', { userData: ADMIN.userData }),
      runHead('/careers/vacancies', '', { ...ADMIN, userData: 'not json' }),
      runHead('/login', '', {}),
    ];
    for (const { fetched, first } of cases) {
      expect(fetched).toEqual([]);
      expect(first).toBeUndefined();
    }
  });
});
