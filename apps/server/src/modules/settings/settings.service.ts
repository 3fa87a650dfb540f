import type { PublicSettings, UpdateSettingsInput } from '@careers/contracts';
import type { Config } from '../../config.ts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { writeAudit, type AuditActor } from '../audit/audit.repository.ts';
import { readSettings, writeSettings } from './settings.repository.ts';

/** What the web needs to know about the service before anyone signs in. */
export async function publicSettings(
  db: Db,
  config: Pick<Config, 'timeZone'>,
): Promise<PublicSettings> {
  const stored = await readSettings(db);
  return { timeZone: config.timeZone, showcase: stored.showcase };
}

/** Staff change the service's settings; each change is audited with what it replaced. */
export async function updateSettings(
  db: Db,
  config: Pick<Config, 'timeZone'>,
  actor: AuditActor,
  input: UpdateSettingsInput,
): Promise<PublicSettings> {
  await withTransaction(db, async (tx) => {
    const before = await writeSettings(tx, { showcase: input.showcase }, now());
    await writeAudit(tx, {
      actor,
      action: 'settings.update',
      entity: 'settings',
      entityId: 'service',
      details: { before, after: { showcase: input.showcase } },
    });
  });
  return publicSettings(db, config);
}
