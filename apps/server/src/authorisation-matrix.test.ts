import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test/app.ts';
import { operations } from './test/operations.ts';
import { accounts, buildWorld, send, tokenOf, type Account, type World } from './test/world.ts';

/*
 * Every registered route (read from the running app, not a list kept by hand) × every kind of
 * account × ownership. A route without an expectation in test/operations.ts fails here, so a new
 * endpoint cannot ship unchecked. Authorisation does not depend on the driver: the embedded
 * database is enough.
 */
describe('authorisation matrix', () => {
  const t = useTestApp('pglite');
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(t.app);
  }, 60_000);

  /** HEAD is Fastify's own mirror of each GET; it answers as its GET does. */
  const keyOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

  it('has an expectation for every registered route', () => {
    const registered = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api'));
    const missing = [...new Set(registered.map((r) => keyOf(r.method, r.url)))].filter(
      (key) => !operations[key],
    );
    expect(missing, 'routes without an expectation in test/operations.ts').toEqual([]);
    // And no stale expectation for a route that no longer exists.
    const keys = new Set(registered.map((r) => keyOf(r.method, r.url)));
    expect(Object.keys(operations).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('answers every route as expected for every kind of account', async () => {
    const methods = new Map<string, string[]>();
    for (const r of t.app.registeredRoutes.filter((x) => x.url.startsWith('/api'))) {
      methods.set(r.url, [...(methods.get(r.url) ?? []), r.method]);
    }
    const mismatches: string[] = [];
    let checked = 0;
    for (const [url, list] of methods) {
      for (const method of list) {
        for (const [index, c] of (operations[keyOf(method, url)] ?? []).entries()) {
          for (const account of accounts) {
            const request = await c.example(world, account);
            const res = await send(t.app, method, url, request, tokenOf(world, account));
            checked += 1;
            const expected = c.expect[account as Account];
            if (res.statusCode !== expected) {
              mismatches.push(
                `${method} ${url}${c.name ? ` (${c.name})` : index ? ` #${index}` : ''} as ${account}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(250);
    // About 2 minutes on a busy two-core machine since the reviewing routes joined.
  }, 300_000);
});
