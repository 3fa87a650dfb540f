import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, ping, type Database, type Db } from './client.ts';
import type { PgliteThread } from './pglite-thread.ts';
import * as schema from './tables.ts';

export { pgliteExtensions } from './pglite-extensions.ts';

/** Wraps an embedded database (PostgreSQL in WebAssembly): an open PGlite, or one on its thread. */
export function fromPglite(client: PGlite | PgliteThread): Database {
  // PgliteThread has the part of PGlite's client that drizzle's driver calls.
  const db = drizzle(client as PGlite, { schema }) as unknown as Db;
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
