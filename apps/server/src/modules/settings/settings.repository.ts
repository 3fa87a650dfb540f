import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceSettings } from '../../db/tables.ts';

export interface StoredSettings {
  showcase: boolean;
}

/** What a fresh install reads before anyone changes a setting. */
export const DEFAULT_SETTINGS: StoredSettings = { showcase: false };

export async function readSettings(db: Db): Promise<StoredSettings> {
  const [row] = await db
    .select({ showcase: serviceSettings.showcase })
    .from(serviceSettings)
    .where(eq(serviceSettings.id, 1));
  return row ?? DEFAULT_SETTINGS;
}

/** Writes the one row (creating it the first time) and answers the previous values. */
export async function writeSettings(
  db: Db,
  values: StoredSettings,
  at: Date,
): Promise<StoredSettings> {
  // Lock the row (if any) so two staff changing it queue and each audits what it replaced.
  const [before] = await db
    .select({ showcase: serviceSettings.showcase })
    .from(serviceSettings)
    .where(eq(serviceSettings.id, 1))
    .for('update');
  await db
    .insert(serviceSettings)
    .values({ id: 1, ...values, updatedAt: at })
    .onConflictDoUpdate({
      target: serviceSettings.id,
      set: { showcase: sql`excluded.showcase`, updatedAt: sql`excluded.updated_at` },
    });
  return before ?? DEFAULT_SETTINGS;
}
