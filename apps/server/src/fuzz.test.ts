import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, type ErrorCode } from '@careers/contracts';
import { useTestApp } from './test/app.ts';
import { testDrivers, type Driver } from './test/db.ts';
import { operations } from './test/operations.ts';
import { accounts, buildWorld, tokenOf, type Account } from './test/world.ts';
import {
  asText,
  mutate,
  nastyValue,
  sendMutated,
  targetsOf,
  withinTime,
} from './test/fuzz-mutations.ts';
import { createAdmin, type TestUser } from './test/users.ts';

/*
 * Property-based fuzzing of the whole API: every operation of the OpenAPI document starts from its
 * valid example (test/operations.ts), one field, parameter or header at a time is corrupted, and
 * the request is sent as every kind of account, on data made fresh for each operation. Any 5xx,
 * any answer that is not `{ message, code, field? }` (a documented code), or any request that hangs fails the run.
 *
 * FUZZ_RUNS sets the runs per operation and account (20 in `npm test` on the embedded database,
 * a sample on PostgreSQL); FUZZ_SEED replays a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const PG_RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const HANG_MS = 10_000;

/** Documentation routes are not operations of the API they document. */
const undocumented = new Set(['/api/v1/openapi.json']);
const isApiRoute = (url: string) => url.startsWith('/api/v1/') && !undocumented.has(url);

/** `/api/v1/vacancies/{id}` as the app registers it: `/api/v1/vacancies/:id`. */
const patternOf = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

function openApiOperations(app: FastifyInstance): string[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${patternOf(path)}`),
  );
}

function fuzzSuite(driver: Driver, runs: number) {
  describe(`API fuzzing on ${driver}`, () => {
    // The run signs its accounts in once and outlasts a 10-minute access token on a busy machine:
    // the tokens live for the whole run (token expiry has its own tests).
    const t = useTestApp(driver, { accessTokenSeconds: 3 * 3600 });
    let root: TestUser;
    let documented: string[];

    beforeAll(async () => {
      root = await createAdmin(t.app, undefined, 'Fuzz Root');
      documented = openApiOperations(t.app);
    }, 60_000);

    it('every registered route is in the OpenAPI document, and every operation has an example', () => {
      const registered = [
        ...new Set(
          t.app.registeredRoutes
            .filter((r) => r.method !== 'HEAD' && isApiRoute(r.url))
            .map((r) => `${r.method} ${r.url}`),
        ),
      ];
      expect(registered.filter((r) => !documented.includes(r))).toEqual([]);
      expect(documented.filter((op) => !operations[op])).toEqual([]);
    });

    it(`no input gives a 5xx or hangs (${runs} runs per operation and account, seed ${SEED})`, async () => {
      for (const operation of documented) {
        const [method, pattern] = operation.split(' ') as [string, string];
        // Fresh people and records for each operation, so one's changes cannot mask another's.
        const world = await buildWorld(t.app, root);
        for (const account of accounts) {
          const token = tokenOf(world, account as Account);
          for (const [index, c] of (operations[operation] ?? []).entries()) {
            const example = await c.example(world, account);
            const targets = targetsOf(example);
            await fc.assert(
              fc.asyncProperty(fc.constantFrom(...targets), nastyValue, async (target, value) => {
                const mutated = mutate(example, target, value);
                const label = `${operation}#${index} as ${account}, ${JSON.stringify(target)} = ${asText(value).slice(0, 80)}`;
                const res = await withinTime(
                  sendMutated(t.app, method, pattern, mutated, token),
                  label,
                  HANG_MS,
                );
                if (res.statusCode >= 500)
                  throw new Error(`${res.statusCode} for ${label}: ${res.body}`);
                if (res.statusCode >= 400) {
                  const body = res.json<{ message?: unknown; field?: unknown; code?: unknown }>();
                  if (typeof body.message !== 'string')
                    throw new Error(`no message for ${label}: ${res.body}`);
                  if (!errorCodes.includes(body.code as ErrorCode))
                    throw new Error(`no documented code for ${label}: ${res.body}`);
                  if (body.field !== undefined && typeof body.field !== 'string')
                    throw new Error(`field is not a name for ${label}: ${res.body}`);
                }
              }),
              { seed: SEED, numRuns: runs, endOnFailure: true },
            );
          }
        }
      }
    }, 900_000);
  });
}

for (const driver of testDrivers()) fuzzSuite(driver, driver === 'pglite' ? RUNS : PG_RUNS);
