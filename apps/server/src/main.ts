import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { Database } from './db/client.ts';
import { PgliteThread } from './db/pglite-thread.ts';

// PostgreSQL in WebAssembly stays on V8's baseline compiler (Liftoff). Optimising its hot functions
// (TurboFan) took the two cores for most of a start's second, and did not make its queries faster
// (docs/operations.md, "Start time").
setFlagsFromString('--liftoff-only');

/**
 * The embedded database's thread, started before anything else loads: its data directory is
 * DATA_DIR's (as config.ts reads it, default ./data), unless DATABASE_URL names a PostgreSQL
 * server. Opening it is the longest part of a start.
 */
function startEmbeddedEarly(
  env: NodeJS.ProcessEnv,
): { dataDir: string; thread: PgliteThread } | undefined {
  if (env.DATABASE_URL) return undefined;
  const dataDir = path.join(path.resolve(env.DATA_DIR || './data'), 'pglite');
  return { dataDir, thread: new PgliteThread(dataDir) };
}

async function main(): Promise<void> {
  const early = startEmbeddedEarly(process.env);
  const { ConfigError, loadConfig } = await import('./config.ts');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // The app's modules load while the database opens on its own thread.
  const appModules = Promise.all([
    import('pino'),
    import('./app.ts'),
    import('./db/seed.ts'),
    import('./lib/logger.ts'),
  ]);
  let database: Database;
  if (early && !config.databaseUrl && early.dataDir === path.join(config.dataDir, 'pglite')) {
    const { fromPglite } = await import('./db/pglite.ts');
    database = fromPglite(early.thread);
  } else {
    await early?.thread.close();
    const { openDatabase } = await import('./db/client.ts');
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  }
  const migrated = database.migrate();
  migrated.catch(() => undefined); // awaited below
  const [{ default: pino }, { buildApp }, { seedOnStart }, { loggerOptions }] = await appModules;
  const log = pino(loggerOptions(config.logLevel));
  // Requests are taken once the schema is migrated (and, on a first start, the demo data seeded).
  const prepared = (async () => {
    await migrated;
    log.info({ driver: database.driver }, 'database migrated');
    await seedOnStart(config, database, { info: (m) => log.info(m) }, (text) =>
      process.stdout.write(text),
    );
  })();
  prepared.catch(() => undefined); // awaited below, after the app is built

  const app = await buildApp({ config, database });
  await prepared;
  app.addHook('onClose', async () => {
    await database.close();
    app.log.info('database closed');
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting connections, lets in-flight requests finish, then runs onClose.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Careers dashboard on ${config.publicUrl} (database: ${database.driver})`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
