import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loggerOptions } from './lib/logger.ts';

async function main(): Promise<void> {
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
  // The embedded database starts opening on its own thread first; the app's modules load meanwhile.
  const opening = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const appModules = Promise.all([import('pino'), import('./app.ts'), import('./db/seed.ts')]);
  const database = await opening;
  const migrated = database.migrate();
  migrated.catch(() => undefined); // awaited below
  const [{ default: pino }, { buildApp }, { seedOnStart }] = await appModules;
  const log = pino(loggerOptions(config.logLevel));
  // The embedded database opens on its own thread: the app is built meanwhile, and requests are
  // taken once the schema is migrated (and, on a first start, the demo data seeded).
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
