import pino from 'pino';
import { loggerOptions } from '../lib/logger.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { formatDemoLogins, seedDemo } from './seed.ts';

/** `npm run seed`: demo data into whatever database the configuration points to. */
async function run(): Promise<void> {
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const { logins } = await seedDemo(database, { info: (m) => log.info(m) });
    console.log(formatDemoLogins(logins, config.publicUrl));
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
