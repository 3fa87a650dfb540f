import { and, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/tables.ts';
import { forgetCounts, isoRequired, tablePage } from '../../lib/sql.ts';

export interface AuditActor {
  id: string | null;
  role: string;
  name?: string | null;
}

/** Who an audit entry is by: the signed-in viewer, with the name shown in the history. */
export function auditActor(viewer: { id: string; role: string; name?: string | null }): AuditActor {
  return { id: viewer.id, role: viewer.role, name: viewer.name ?? null };
}

export interface AuditInput {
  actor: AuditActor;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes the audit entry of a viewer's change to one record, inside the change's transaction. */
export async function auditChange(
  db: Db,
  viewer: { id: string; role: string; name?: string | null },
  entity: string,
  entityId: string,
  action: string,
  details?: Record<string, unknown>,
): Promise<void> {
  await writeAudit(db, {
    actor: auditActor(viewer),
    action,
    entity,
    entityId,
    ...(details ? { details } : {}),
  });
}

/** Writes one audit entry; call it inside the same transaction as the change it records. */
export async function writeAudit(db: Db, input: AuditInput): Promise<void> {
  await writeAudits(db, [input]);
}

/** Several audit entries in one statement (a bulk change writes one per record). */
export async function writeAudits(db: Db, inputs: AuditInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await db.insert(auditLog).values(
    inputs.map((input) => ({
      actorId: input.actor.id,
      actorRole: input.actor.role,
      action: input.action,
      entity: input.entity,
      entityId: input.entityId ?? null,
      details: { ...(input.actor.name ? { actorName: input.actor.name } : {}), ...input.details },
    })),
  );
  forgetCounts();
}

export interface AuditQuery {
  page: number;
  perPage: number;
  sort: 'asc' | 'desc';
  entity?: string | undefined;
  entityId?: string | undefined;
  actorId?: string | undefined;
}

export async function listAudit(
  db: Db,
  q: AuditQuery,
): Promise<{ data: AuditEntry[]; total: number; totalCapped: boolean }> {
  const where: SQL[] = [];
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.actorId) where.push(eq(auditLog.actorId, q.actorId));
  const { rows, ...totals } = await tablePage(db, auditLog, q, and(...where), auditLog.createdAt);
  return {
    ...totals,
    data: rows.map((r) => {
      const { actorName, ...details } = r.details as Record<string, unknown>;
      return {
        id: r.id,
        actorId: r.actorId,
        actorRole: r.actorRole,
        actorName: typeof actorName === 'string' ? actorName : null,
        action: r.action,
        entity: r.entity,
        entityId: r.entityId,
        details,
        createdAt: isoRequired(r.createdAt),
      };
    }),
  };
}
