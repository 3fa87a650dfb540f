import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase, type Driver, type TestDatabase } from './db.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      DATA_DIR: '/tmp/careers-test-data',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'never',
      WEB_DIST: '/nonexistent',
      // Tests run due jobs themselves: app.jobs.runDue(now).
      JOBS_WORKER: 'off',
    }),
    // Cheap argon2id: the API suites sign in hundreds of times (production keeps the defaults).
    passwordHashCost: { memoryCost: 1024, timeCost: 1 },
    ...overrides,
  };
}

/** An API call as a user: the address under /api/v1, their token and an optional JSON body. */
export function callAs(
  app: FastifyInstance,
  user: { auth: Record<string, string> },
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a clean database of the given driver, driven with app.inject. */
export async function createTestApp(
  driver: Driver,
  overrides: Partial<Config> = {},
  opts: { poolSize?: number } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(driver, opts);
  const app = await buildApp({ config: testConfig(overrides), database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another instance of the app on a database that is already open (two servers sharing one
 * PostgreSQL); closing it leaves the database open.
 */
export async function createAppOn(
  database: Database,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database, logger: false });
  await app.ready();
  return app;
}

/**
 * The app on a clean database of `driver` for one describe block: it starts before the block's
 * tests and closes after them. Read `t.app` and `t.database` inside tests and hooks.
 */
export function useTestApp(
  driver: Driver,
  overrides: Partial<Config> = {},
  opts: { poolSize?: number } = {},
): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(driver, overrides, opts);
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error('The test app starts in beforeAll: use it inside tests');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}
