import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, type Config } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';

/**
 * Production needs SMTP_URL; benchmarks measure the API, so mail stays queued: no worker runs and
 * nothing connects to this address.
 */
const benchMail = { SMTP_URL: 'smtp://127.0.0.1:9', JOBS_WORKER: 'off' };

export interface Server {
  url: string;
  app: FastifyInstance;
  database: Database;
  stop(): Promise<void>;
}

/** The real server on a loopback port, on PGlite in a temp folder or on DATABASE_URL. */
export async function startServer(databaseUrl?: string): Promise<Server> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'careers-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    NODE_ENV: 'production',
    ...benchMail,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolSize: 20 });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    stop: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real app over an already open database, on a loopback port. */
export async function startServerOn(
  database: Database,
  overrides: Partial<Config> = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const config = loadConfig({
    DATA_DIR: os.tmpdir(),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
    ...benchMail,
  });
  const app = await buildApp({ config: { ...config, ...overrides }, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

export interface LoadResult {
  label: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** A bounded load from this process to a loopback server; prints one line of figures. */
export async function load(
  label: string,
  opts: { url: string; headers?: Record<string, string>; connections?: number; seconds?: number },
): Promise<LoadResult> {
  // autocannon takes a warm-up run; its type definitions do not list the option yet.
  const options: autocannon.Options & { warmup: { connections: number; duration: number } } = {
    url: opts.url,
    connections: opts.connections ?? 16,
    duration: opts.seconds ?? 5,
    // The load comes from its own thread, so it does not share the server's event loop.
    workers: 1,
    // JIT, connection pool and caches settle before anything is measured.
    warmup: { connections: opts.connections ?? 16, duration: 1 },
    headers: opts.headers ?? {},
  };
  const result = await autocannon(options);
  const r: LoadResult = {
    label,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(
    `${label.padEnd(58)} ${String(r.reqPerSec).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${r.errors || r.non2xx ? `   errors ${r.errors} non-2xx ${r.non2xx}` : ''}`,
  );
  return r;
}
