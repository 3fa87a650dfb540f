import {
  type CreateVacancyInput,
  type UpdateVacancyInput,
  type Vacancy,
  type VacancyExportColumn,
  createVacancyInputSchema,
  isRecordChange,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { exportTable as makeExportTable, type ExportRequest } from '../../lib/exports/table.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { assertCurrentVersion } from '../../lib/version.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { writeGeneration, type ListPageQuery, pageOf } from '../../lib/sql.ts';
import { auditChange, writeAudit } from '../audit/audit.repository.ts';
import { toVacancy, vacancyExportColumns, type VacancySortColumn } from './vacancies.mapper.ts';
import {
  closeExpiredVacancies,
  exportVacancies,
  findVacancy,
  insertVacancy,
  listVacancies,
  updateVacancyRow,
  type NewVacancyRow,
  type VacancyFilter,
  type VacancyRow,
} from './vacancies.repository.ts';
import { assertEmployerEditable, loadOwn } from './vacancy-approval.service.ts';
import * as screening from '../screening/screening.service.ts';
import {
  employerColumns,
  organisationColumns,
  ownOrganisation,
  toColumns,
} from './vacancy-columns.service.ts';

export const EXPORT_LIMIT = 50_000;

function isOpenFor(row: VacancyRow, at: Date): boolean {
  return row.status === 'open' && row.closesAt.getTime() > at.getTime();
}

/** Reads run the deadline rule at most this often, unless something was written meanwhile. */
export const SWEEP_EVERY_MS = 1_000;
interface Sweep {
  at: number;
  generation: number;
  /** Shared by the reads that arrive while it runs, so a burst of them sweeps once. */
  done: Promise<void>;
}
const sweeps = new WeakMap<Db, Sweep>();

/**
 * Runs the deadline rule before a read, so nobody sees an open vacancy past its deadline (give
 * or take SWEEP_EVERY_MS): a list read under load does not pay for an UPDATE every time.
 */
export async function sweep(db: Db): Promise<void> {
  const at = now().getTime();
  const last = sweeps.get(db);
  if (
    last &&
    last.generation === writeGeneration() &&
    at >= last.at &&
    at - last.at < SWEEP_EVERY_MS
  ) {
    return last.done;
  }
  const entry: Sweep = {
    at,
    generation: writeGeneration(),
    done: closeExpired(db, now(), { via: 'read' }).then(
      () => {
        // Closing vacancies writes audit entries; that is this sweep's own write.
        entry.generation = writeGeneration();
      },
      (error: unknown) => {
        if (sweeps.get(db) === entry) sweeps.delete(db);
        throw error;
      },
    ),
  };
  sweeps.set(db, entry);
  return entry.done;
}

/**
 * Closes every open vacancy past its deadline, with a system audit entry for each, in one
 * transaction. Every path uses it: reads (via the sweep), applying, the dashboard and the
 * recurring job; `details` says which (`via`, or the job's kind and id).
 */
export async function closeExpired(
  db: Db,
  at: Date = now(),
  details: Record<string, unknown> = {},
): Promise<number> {
  return withTransaction(db, async (tx) => {
    const closed = await closeExpiredVacancies(tx, at);
    for (const id of closed) {
      await writeAudit(tx, {
        actor: { id: null, role: 'system' },
        action: 'vacancy.closed_at_deadline',
        entity: 'vacancy',
        entityId: id,
        details,
      });
    }
    return closed.length;
  });
}

/** Staff and employer contacts write vacancies; nobody else. */
function writer(viewer: Viewer): void {
  if (viewer.role !== 'admin' && viewer.role !== 'employer') throw forbidden();
}

export interface ListInput
  extends Omit<VacancyFilter, 'openAt'>, ListPageQuery<VacancySortColumn> {}

export async function list(db: Db, viewer: Viewer, input: ListInput) {
  await sweep(db);
  // Candidates see open vacancies before their deadline, whatever status they ask for; an
  // employer contact sees only their organisation's.
  const query =
    viewer.role === 'candidate'
      ? { ...input, status: undefined, openAt: now() }
      : viewer.role === 'employer'
        ? { ...input, organisationId: ownOrganisation(viewer) }
        : input;
  const page = await listVacancies(db, query);
  const data = await screening.vacanciesOut(db, page.rows, viewer);
  return pageOf({ ...page, rows: data }, (v) => v, query);
}

/** The filtered list as an export table: the chosen columns, headers in the chosen language. */
export async function exportTable(
  db: Db,
  input: Omit<ListInput, 'page' | 'perPage'>,
  request: ExportRequest<VacancyExportColumn>,
) {
  await sweep(db);
  const rows = await exportVacancies(db, input, EXPORT_LIMIT);
  // The export's columns never include the questions.
  return makeExportTable(
    rows.map((r) => toVacancy(r, [])),
    vacancyExportColumns,
    request,
  );
}

export async function get(db: Db, viewer: Viewer, id: string): Promise<Vacancy> {
  return screening.vacancyOut(db, await visibleRow(db, viewer, id), viewer);
}

/** A click on the vacancy's "Apply on the employer's site" link (counted for candidates). */
export async function applyClick(db: Db, viewer: Viewer, id: string) {
  return screening.applyClick(db, viewer, await visibleRow(db, viewer, id));
}

async function visibleRow(db: Db, viewer: Viewer, id: string): Promise<VacancyRow> {
  await sweep(db);
  const row = await findVacancy(db, id);
  // Another role's hidden record, or another organisation's, is simply unknown.
  if (
    !row ||
    (viewer.role === 'candidate' && !isOpenFor(row, now())) ||
    (viewer.role === 'employer' && row.organisationId !== ownOrganisation(viewer))
  ) {
    throw notFound('Vacancy not found');
  }
  return row;
}

/**
 * Creates a draft. Staff name the organisation (or the employer, found or created); an employer
 * contact's draft is their organisation's, and goes through approval.
 */
export async function create(db: Db, viewer: Viewer, raw: CreateVacancyInput): Promise<Vacancy> {
  writer(viewer);
  const input = createVacancyInputSchema.parse(raw);
  if (viewer.role === 'admin' && !input.employer && !input.organisationId) {
    throw badRequest('Employer name is required', 'employer.name');
  }
  return withTransaction(db, async (tx) => {
    const at = now();
    const row = await insertVacancy(tx, {
      ...(employerColumns(viewer, toColumns(input)) as NewVacancyRow),
      ...((await organisationColumns(tx, viewer, input)) as { organisationId: string }),
      status: 'draft',
      createdByRole: viewer.role === 'employer' ? 'employer' : 'admin',
      createdBy: viewer.id,
      createdAt: at,
      updatedAt: at,
    });
    await screening.saveQuestions(tx, row.id, input.questions);
    await auditChange(tx, viewer, 'vacancy', row.id, 'vacancy.create', { title: row.title });
    return screening.vacancyOut(tx, row);
  });
}

export async function update(
  db: Db,
  viewer: Viewer,
  id: string,
  input: UpdateVacancyInput,
): Promise<Vacancy> {
  writer(viewer);
  return withTransaction(db, async (tx) => {
    const existing =
      viewer.role === 'employer'
        ? await loadOwn(tx, viewer, id)
        : await findVacancy(tx, id, 'update');
    if (!existing) throw notFound('Vacancy not found');
    if (viewer.role === 'employer') assertEmployerEditable(existing);
    if (existing.status === 'archived') {
      throw conflict('An archived vacancy cannot be edited', 'status');
    }
    assertCurrentVersion(existing.updatedAt, input.expectedUpdatedAt);
    const columns = {
      ...employerColumns(viewer, toColumns(input)),
      ...(viewer.role === 'employer' ? {} : await organisationColumns(tx, viewer, input)),
    };
    const row = await updateVacancyRow(tx, id, { ...columns, updatedAt: now() });
    if (!row) throw notFound('Vacancy not found');
    await screening.saveQuestions(tx, id, input.questions);
    await auditChange(tx, viewer, 'vacancy', id, 'vacancy.update', {
      fields: Object.keys(input).filter(isRecordChange),
    });
    return screening.vacancyOut(tx, row);
  });
}
