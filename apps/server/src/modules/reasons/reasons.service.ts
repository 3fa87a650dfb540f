import {
  reasonMessages,
  type CreateReasonInput,
  type Reason,
  type ReasonKind,
  type ReasonStatus,
  type UpdateReasonInput,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, conflict, notFound, uniqueOrConflict } from '../../lib/errors.ts';
import { isoRequired } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { auditChange } from '../audit/audit.repository.ts';
import {
  deleteReasonRow,
  findReason,
  insertReason,
  listReasons,
  reasonInUse,
  updateReasonRow,
  type ReasonRow,
} from './reasons.repository.ts';

/* The internal reasons staff manage for rejecting and holding applications (issue 20). */

function toReason(row: ReasonRow & { uses?: number }): Reason {
  return {
    id: row.id,
    name: row.name,
    kinds: row.kinds,
    status: row.status,
    uses: row.uses ?? 0,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

const audit = (
  tx: Db,
  viewer: Viewer & { name?: string | null },
  action: string,
  id: string,
  details: Record<string, unknown>,
) => auditChange(tx, viewer, 'reason', id, action, details);

/** A duplicate name (any case) is the caller's to fix. */
const uniqueName = <T>(write: () => Promise<T>) =>
  uniqueOrConflict(reasonMessages.nameTaken, 'name', write);

export async function list(
  db: Db,
  q: { kind?: ReasonKind | undefined; status?: ReasonStatus | undefined },
): Promise<{ data: Reason[] }> {
  return { data: (await listReasons(db, q)).map(toReason) };
}

export async function create(
  db: Db,
  viewer: Viewer & { name?: string | null },
  input: CreateReasonInput,
): Promise<Reason> {
  return uniqueName(() =>
    withTransaction(db, async (tx) => {
      const at = now();
      const row = await insertReason(tx, {
        name: input.name,
        kinds: input.kinds,
        createdAt: at,
        updatedAt: at,
      });
      await audit(tx, viewer, 'reason.create', row.id, { name: row.name, kinds: row.kinds });
      return toReason(row);
    }),
  );
}

export async function update(
  db: Db,
  viewer: Viewer & { name?: string | null },
  id: string,
  input: UpdateReasonInput,
): Promise<Reason> {
  return uniqueName(() =>
    withTransaction(db, async (tx) => {
      const existing = await findReason(tx, id, true);
      if (!existing) throw notFound('Reason not found');
      const patch: Partial<ReasonRow> = { updatedAt: now() };
      if (input.name !== undefined) patch.name = input.name;
      if (input.kinds !== undefined) patch.kinds = input.kinds;
      if (input.status !== undefined) patch.status = input.status;
      const row = await updateReasonRow(tx, id, patch);
      if (!row) throw notFound('Reason not found');
      await audit(
        tx,
        viewer,
        input.status && input.status !== existing.status
          ? input.status === 'retired'
            ? 'reason.retire'
            : 'reason.restore'
          : 'reason.update',
        id,
        { ...input },
      );
      return toReason({ ...row, uses: existing.uses });
    }),
  );
}

/** Deletes a reason nobody used; a used one answers 409 (retire it instead). */
export async function remove(
  db: Db,
  viewer: Viewer & { name?: string | null },
  id: string,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const existing = await findReason(tx, id, true);
    if (!existing) throw notFound('Reason not found');
    if (await reasonInUse(tx, id)) throw conflict(reasonMessages.inUse, 'id');
    await deleteReasonRow(tx, id);
    await audit(tx, viewer, 'reason.delete', id, { name: existing.name });
  });
}

/**
 * The reason a move may carry: it exists (else 400 on `reasonId`: the caller named a record that
 * is not there), is active and applies to the move's kind (409 otherwise). Locks it against a
 * concurrent delete.
 */
export async function usableReason(tx: Db, id: string, kind: ReasonKind): Promise<ReasonRow> {
  const row = await findReason(tx, id, true);
  if (!row) throw badRequest('Choose a reason from the list', 'reasonId');
  if (row.status !== 'active') throw conflict(reasonMessages.retired, 'reasonId');
  if (!row.kinds.includes(kind)) throw conflict(reasonMessages.wrongKind, 'reasonId');
  return row;
}
