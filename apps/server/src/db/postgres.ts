import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, ping, type Database, type Db } from './client.ts';
import * as schema from './tables.ts';

/** Wraps a pg pool on a PostgreSQL server. */
export function fromPool(pool: pg.Pool): Database {
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    ping: () => ping(db),
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** A pool of up to `max` connections to the server at `url`. */
export function openPool(url: string, max: number): Database {
  return fromPool(new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 }));
}
