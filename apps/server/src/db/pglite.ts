import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, ping, type Database, type Db } from './client.ts';
import * as schema from './tables.ts';

/** The extensions every embedded database opens with (trigram search). */
export const pgliteExtensions = { pg_trgm };

/** Wraps an open PGlite (embedded PostgreSQL in WebAssembly). */
export function fromPglite(client: PGlite): Database {
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: () => ping(db),
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Opens (or creates) the embedded database persisted in `dir`. */
export async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true }); // PGlite does not create its own folder
  return fromPglite(await PGlite.create({ dataDir: dir, extensions: pgliteExtensions }));
}
