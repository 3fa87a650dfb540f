import {
  isRecordChange,
  type Candidate,
  type UpdateCandidateInput,
  candidateSchema,
} from '@careers/contracts';
import { fromRow } from '../../lib/rows.ts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/sql.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { assertCurrentVersion } from '../../lib/version.ts';
import type { Viewer } from '../../plugins/auth.ts';
import {
  findCandidate,
  listCandidates,
  renameInApplications,
  updateCandidateRow,
  type CandidateListQuery,
  type CandidateRow,
} from './candidates.repository.ts';

export function toCandidate(row: CandidateRow): Candidate {
  return fromRow(candidateSchema, row, ['createdAt', 'updatedAt']);
}

export async function list(db: Db, query: CandidateListQuery) {
  return pageOf(await listCandidates(db, query), toCandidate, query);
}

/** Admins read any candidate; a candidate reads only their own profile (others are unknown). */
export async function get(db: Db, viewer: Viewer, id: string): Promise<Candidate> {
  if (viewer.role === 'candidate' && viewer.id !== id) throw notFound('Candidate not found');
  const row = await findCandidate(db, id);
  if (!row) throw notFound('Candidate not found');
  return toCandidate(row);
}

export async function update(
  db: Db,
  viewer: Viewer,
  id: string,
  input: UpdateCandidateInput,
): Promise<Candidate> {
  if (viewer.role === 'candidate' && viewer.id !== id) throw notFound('Candidate not found');
  if (viewer.role === 'candidate' && input.status !== undefined) {
    throw forbidden('Only the careers service can archive or restore a profile');
  }
  return withTransaction(db, async (tx) => {
    const existing = await findCandidate(tx, id, { lock: true });
    if (!existing) throw notFound('Candidate not found');
    assertCurrentVersion(existing.updatedAt, input.expectedUpdatedAt);
    // expectedUpdatedAt is the version the edit was made from, not a column.
    const { expectedUpdatedAt: _readAt, ...changes } = input;
    const patch = { ...changes, updatedAt: now() };
    if (patch.skills) patch.skills = [...new Set(patch.skills)];
    const row = await updateCandidateRow(tx, id, patch);
    if (!row) throw notFound('Candidate not found');
    if (input.fullName && input.fullName !== existing.fullName) {
      await renameInApplications(tx, id, input.fullName);
    }
    if (viewer.role === 'admin') {
      await writeAudit(tx, {
        actor: { id: viewer.id, role: viewer.role, name: viewer.name ?? null },
        action: 'candidate.update',
        entity: 'candidate',
        entityId: id,
        details: { fields: Object.keys(input).filter(isRecordChange) },
      });
    }
    return toCandidate(row);
  });
}
