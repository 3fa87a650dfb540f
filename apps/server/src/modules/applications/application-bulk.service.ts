import {
  errorCodeFor,
  type ApplicationBulkItem,
  type ApplicationBulkMove,
  type ApplicationBulkResult,
  type ApplicationBulkTag,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { auditActor, writeAudits } from '../audit/audit.repository.ts';
import {
  attachApplicationTags,
  detachApplicationTags,
  findTags,
} from '../reviewing/reviewing.repository.ts';
import { findApplicationsForUpdate, type ApplicationRow } from './applications.repository.ts';
import type { Deps } from './applications.service.ts';
import { moveLookups, planMove, type MovePlan } from './application-move.ts';
import { writeMoves } from './application-move-write.ts';
import { assertMayMove } from './application-status.service.ts';

/* Bulk changes (issue 20 point 5): each application succeeds or fails on its own, by the rules of
   the single request, and the changes that pass are written together in one transaction. */

type Viewing = Viewer & { name?: string | null };

/** What a single request for this item would have answered, as the item's outcome. */
function failure(id: string, error: AppError): ApplicationBulkItem {
  const extra = error.extra ?? {};
  return {
    id,
    ok: false,
    error: {
      code: errorCodeFor({
        status: error.statusCode,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...extra,
      }),
      message: error.message,
      status: error.statusCode,
      ...(error.field ? { field: error.field } : {}),
    },
  };
}

/** The outcomes in the order the ids were asked, with the counts. */
function answer(ids: string[], outcomes: Map<string, ApplicationBulkItem>): ApplicationBulkResult {
  const data = ids.map((id) => outcomes.get(id) ?? failure(id, notFound('Application not found')));
  const succeeded = data.filter((item) => item.ok).length;
  return { data, succeeded, failed: data.length - succeeded };
}

/**
 * The applications asked for, locked in id order. One that does not exist is reported as not
 * found; staff reach every application, so nothing else is hidden.
 */
async function lockAll(tx: Db, ids: string[]) {
  const rows = await findApplicationsForUpdate(tx, ids);
  return new Map<string, ApplicationRow>(rows.map((r) => [r.id, r]));
}

export async function bulkChange(
  deps: Deps,
  viewer: Viewing,
  input: ApplicationBulkMove | ApplicationBulkTag,
): Promise<ApplicationBulkResult> {
  if (viewer.role !== 'admin') {
    throw forbidden('Only the careers service changes applications in bulk');
  }
  return input.action === 'move' ? bulkMove(deps, viewer, input) : bulkTag(deps.db, viewer, input);
}

/** Moves each application by the single move's rules (planMove); the passing ones in one go. */
async function bulkMove(
  deps: Deps,
  viewer: Viewing,
  input: ApplicationBulkMove,
): Promise<ApplicationBulkResult> {
  const { ids, action: _action, ...move } = input;
  assertMayMove(viewer, move);
  return withTransaction(deps.db, async (tx) => {
    const rows = await lockAll(tx, ids);
    const lookups = moveLookups(
      tx,
      [...rows.values()].map((r) => r.candidateId),
    );
    const outcomes = new Map<string, ApplicationBulkItem>();
    const plans: MovePlan[] = [];
    for (const id of ids) {
      const current = rows.get(id);
      if (!current) continue;
      try {
        plans.push(await planMove(tx, viewer, current, move, lookups));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.set(id, failure(id, error));
      }
    }
    for (const { updated } of await writeMoves(tx, deps, viewer, plans)) {
      outcomes.set(updated.id, { id: updated.id, ok: true, status: updated.status });
    }
    return answer(ids, outcomes);
  });
}

/** Adds and removes tags on each application that exists; each change audited as a single one. */
async function bulkTag(
  db: Db,
  viewer: Viewing,
  input: ApplicationBulkTag,
): Promise<ApplicationBulkResult> {
  const { ids, add, remove } = input;
  return withTransaction(db, async (tx) => {
    const found = new Map((await findTags(tx, [...add, ...remove])).map((t) => [t.id, t]));
    for (const [field, tagIds] of [
      ['add', add],
      ['remove', remove],
    ] as const) {
      if (tagIds.some((id) => !found.has(id))) throw badRequest('Tag not found', field);
    }
    const rows = await lockAll(tx, ids);
    const present = ids.filter((id) => rows.has(id));
    const attached = await attachApplicationTags(
      tx,
      present.flatMap((applicationId) => add.map((tagId) => ({ applicationId, tagId }))),
    );
    const detached = await detachApplicationTags(tx, present, remove);
    const actor = auditActor(viewer);
    await writeAudits(tx, [
      ...attached.map(({ applicationId, tagId }) => ({
        actor,
        action: 'tag.attach',
        entity: 'application',
        entityId: applicationId,
        details: { tagId, name: found.get(tagId)?.name },
      })),
      ...detached.map(({ applicationId, tagId }) => ({
        actor,
        action: 'tag.detach',
        entity: 'application',
        entityId: applicationId,
        details: { tagId },
      })),
    ]);
    const outcomes = new Map<string, ApplicationBulkItem>(
      present.map((id) => [id, { id, ok: true, status: rows.get(id)!.status }]),
    );
    return answer(ids, outcomes);
  });
}
