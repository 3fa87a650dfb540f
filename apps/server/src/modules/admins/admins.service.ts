import { adminMessages, type Admin, adminSchema } from '@careers/contracts';
import { fromRow } from '../../lib/rows.ts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import {
  countActiveAdmins,
  listAdmins,
  lockAdmins,
  updateAdminStatus,
  type AdminListQuery,
  type AdminRow,
} from './admins.repository.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import type { Viewer } from '../../plugins/auth.ts';

function toAdmin(row: AdminRow): Admin {
  return fromRow(adminSchema, row, ['createdAt', 'lastLoginAt']);
}

export async function list(db: Db, q: AdminListQuery) {
  const { rows, total } = await listAdmins(db, q);
  return { data: rows.map(toAdmin), total, page: q.page, perPage: q.perPage };
}

/**
 * Locks the acting admin's row and the target's in id order (so two admins acting on each other
 * queue instead of deadlocking) and refuses an actor who is no longer active: a request that
 * passed authentication a moment before the actor was disabled still cannot act.
 */
export async function lockActorAndTarget(
  tx: Db,
  actorId: string,
  targetId?: string,
): Promise<{ actor: AdminRow; target: AdminRow | undefined }> {
  const ids = [...new Set([actorId, ...(targetId ? [targetId] : [])])].sort();
  const rows = await lockAdmins(tx, ids);
  const actor = rows.find((r) => r.id === actorId);
  if (!actor || actor.status !== 'active') throw forbidden(adminMessages.actorNotActive);
  return { actor, target: targetId ? rows.find((r) => r.id === targetId) : undefined };
}

/**
 * Enables or disables an admin; disabling ends their sessions at once. Nobody disables
 * themselves, and the last active admin cannot be disabled.
 */
export async function setStatus(
  db: Db,
  viewer: Viewer,
  id: string,
  status: 'active' | 'disabled',
): Promise<Admin> {
  return withTransaction(db, async (tx) => {
    const { target } = await lockActorAndTarget(tx, viewer.id, id);
    if (!target) throw notFound('Admin not found');
    if (status === 'disabled') {
      // Checked under the locks, so no interleaving of disables can leave nobody in charge.
      if (target.status === 'active' && (await countActiveAdmins(tx, id)) === 0) {
        throw conflict(adminMessages.lastActiveAdmin, 'status');
      }
      if (id === viewer.id) throw conflict(adminMessages.selfDisable, 'status');
    }
    const at = now();
    const row = await updateAdminStatus(tx, id, status, at);
    if (!row) throw notFound('Admin not found');
    if (status === 'disabled') await revokeUserSessions(tx, 'admin', id, at);
    await writeAudit(tx, {
      actor: { id: viewer.id, role: viewer.role, name: viewer.name ?? null },
      action: status === 'disabled' ? 'admin.disable' : 'admin.enable',
      entity: 'admin',
      entityId: id,
      details: { email: row.email },
    });
    return toAdmin(row);
  });
}
