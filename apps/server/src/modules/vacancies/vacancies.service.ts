import {
  canMoveVacancy,
  nextVacancyStatuses,
  type CreateVacancyInput,
  type UpdateVacancyInput,
  type Vacancy,
  type VacancyExportColumn,
  type VacancyStatus,
  createVacancyInputSchema,
  isRecordChange,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { findOrganisation } from '../organisations/organisations.repository.ts';
import { resolveOrganisationForVacancy } from '../organisations/organisations.service.ts';
import type { NotifyDeps } from '../notifications/notifications.service.ts';
import { now } from '../../lib/clock.ts';
import { exportTable as makeExportTable, type ExportRequest } from '../../lib/exports/table.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { assertCurrentVersion } from '../../lib/version.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { writeGeneration, type ListPageQuery } from '../../lib/sql.ts';
import { writeAudit, type AuditActor } from '../audit/audit.repository.ts';
import { toVacancy, vacancyExportColumns, type VacancySortColumn } from './vacancies.mapper.ts';
import {
  closeExpiredVacancies,
  deleteVacancyRow,
  exportVacancies,
  findVacancy,
  insertVacancy,
  listVacancies,
  updateVacancyRow,
  type NewVacancyRow,
  type VacancyFilter,
  type VacancyRow,
} from './vacancies.repository.ts';
import {
  assertEmployerEditable,
  decide,
  decisionFor,
  loadOwn,
} from './vacancy-approval.service.ts';

export const EXPORT_LIMIT = 50_000;

const actorOf = (v: Viewer): AuditActor => ({ id: v.id, role: v.role, name: v.name ?? null });

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
async function sweep(db: Db): Promise<void> {
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

/** The organisation an employer contact acts for (every contact session carries one). */
function ownOrganisation(viewer: Viewer): string {
  if (!viewer.organisationId) throw forbidden();
  return viewer.organisationId;
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
  const { rows, total, totalCapped } = await listVacancies(db, query);
  return {
    data: rows.map(toVacancy),
    total,
    totalCapped,
    page: input.page,
    perPage: input.perPage,
  };
}

/** The filtered list as an export table: the chosen columns, headers in the chosen language. */
export async function exportTable(
  db: Db,
  input: Omit<ListInput, 'page' | 'perPage'>,
  request: ExportRequest<VacancyExportColumn>,
) {
  await sweep(db);
  const rows = await exportVacancies(db, input, EXPORT_LIMIT);
  return makeExportTable(rows.map(toVacancy), vacancyExportColumns, request);
}

export async function get(db: Db, viewer: Viewer, id: string): Promise<Vacancy> {
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
  return toVacancy(row);
}

// Picks the record's fields one by one, so expectedUpdatedAt (the version an edit was made
// from, checked before writing) is never written to a column.
function toColumns(input: UpdateVacancyInput): Partial<NewVacancyRow> {
  const c: Partial<NewVacancyRow> = {};
  if (input.title !== undefined) c.title = input.title;
  if (input.employer !== undefined) {
    c.employerName = input.employer.name;
    c.employerWebsite = input.employer.website || null;
    c.employerContactEmail = input.employer.contactEmail || null;
  }
  if (input.location !== undefined) c.location = input.location;
  if (input.workplace !== undefined) c.workplace = input.workplace;
  if (input.type !== undefined) c.type = input.type;
  if (input.sector !== undefined) c.sector = input.sector;
  if (input.description !== undefined) c.description = input.description;
  if (input.salary !== undefined) c.salary = input.salary;
  if (input.positions !== undefined) c.positions = input.positions;
  if (input.closesAt !== undefined) c.closesAt = new Date(input.closesAt);
  if (input.requiredDocuments !== undefined)
    c.requiredDocuments = [...new Set(input.requiredDocuments)];
  if (input.eligibility !== undefined) {
    c.eligibility = {
      levels: [...new Set(input.eligibility.levels ?? [])],
      graduationYears: [...new Set(input.eligibility.graduationYears ?? [])],
    };
  }
  return c;
}

/**
 * The organisation columns of a vacancy: its id and the employer name and website copied from it
 * (lists, search and applications read the copies without a join).
 */
async function organisationColumns(
  tx: Db,
  viewer: Viewer,
  input: Pick<UpdateVacancyInput, 'organisationId' | 'employer'>,
): Promise<Partial<NewVacancyRow>> {
  if (viewer.role === 'employer') {
    // A contact's vacancy is always their organisation's, named and linked as it is.
    const own = await findOrganisation(tx, ownOrganisation(viewer));
    if (!own) throw forbidden();
    return { organisationId: own.id, employerName: own.name, employerWebsite: own.website };
  }
  if (input.organisationId === undefined && input.employer === undefined) return {};
  const organisation = await resolveOrganisationForVacancy(tx, viewer, {
    organisationId: input.organisationId,
    name: input.employer?.name ?? '',
    website: input.employer?.website,
  });
  return {
    organisationId: organisation.id,
    employerName: organisation.name,
    // The link staff gave (a careers page, say) stays the vacancy's; else the organisation's.
    employerWebsite: input.employer?.website || organisation.website,
  };
}

/** The columns an employer contact may not set: staff's choices, or copies of the organisation. */
function employerColumns(viewer: Viewer, c: Partial<NewVacancyRow>): Partial<NewVacancyRow> {
  if (viewer.role !== 'employer') return c;
  const { employerName: _name, employerWebsite: _website, ...rest } = c;
  return rest;
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
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'vacancy.create',
      entity: 'vacancy',
      entityId: row.id,
      details: { title: row.title },
    });
    return toVacancy(row);
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
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'vacancy.update',
      entity: 'vacancy',
      entityId: id,
      details: { fields: Object.keys(input).filter(isRecordChange) },
    });
    return toVacancy(row);
  });
}

/**
 * Staff move a vacancy along its status machine. Out of pending_approval a move is a review
 * decision (open = approve, draft = request changes, declined = decline; `reason` is the note).
 * Employer contacts never move a vacancy here: they submit it (POST /vacancies/:id/submit).
 */
export async function changeStatus(
  db: Db,
  deps: NotifyDeps,
  viewer: Viewer,
  id: string,
  to: VacancyStatus,
  reason: string | undefined,
): Promise<Vacancy> {
  if (viewer.role !== 'admin') {
    throw forbidden(
      'Only the careers service moves a vacancy; submit a draft for approval instead',
    );
  }
  await sweep(db);
  return withTransaction(db, async (tx) => {
    // Locked, so two moves at once run one after the other and the second sees the first's state.
    const existing = await findVacancy(tx, id, 'update');
    if (!existing) throw notFound('Vacancy not found');
    const from = existing.status;
    const decision = from === 'pending_approval' ? decisionFor(to) : undefined;
    if (decision) return toVacancy(await decide(tx, deps, viewer, existing, decision, reason));
    if (from === 'draft' && existing.createdByRole === 'employer') {
      throw conflict(
        "This is an employer's draft: it opens once they submit it and it is approved.",
        'status',
        { allowed: [] },
      );
    }
    if (!canMoveVacancy(from, to)) {
      const allowed = [...nextVacancyStatuses(from)];
      throw conflict(
        `A ${from} vacancy cannot become ${to}. Allowed next: ${allowed.join(', ') || 'none'}.`,
        'status',
        { allowed },
      );
    }
    const at = now();
    if (to === 'open' && existing.closesAt.getTime() <= at.getTime()) {
      throw conflict(
        'The closing date has passed. Set a later closing date before opening the vacancy.',
        'closesAt',
      );
    }
    const patch: Partial<NewVacancyRow> = { status: to, updatedAt: at };
    if (to === 'open') {
      patch.closedAt = null; // reopening clears closedAt
      if (!existing.publishedAt) patch.publishedAt = at;
    }
    if (to === 'closed') patch.closedAt = at;
    const row = await updateVacancyRow(tx, id, patch);
    if (!row) throw notFound('Vacancy not found');
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'vacancy.status',
      entity: 'vacancy',
      entityId: id,
      details: { from, to, ...(reason ? { reason } : {}) },
    });
    return toVacancy(row);
  });
}

export async function remove(db: Db, viewer: Viewer, id: string): Promise<void> {
  if (viewer.role !== 'admin') throw forbidden();
  await withTransaction(db, async (tx) => {
    const existing = await findVacancy(tx, id, 'update');
    if (!existing) throw notFound('Vacancy not found');
    if (existing.status !== 'draft') {
      throw conflict(
        `Only a draft can be deleted; this vacancy is ${existing.status}. Close or archive it instead.`,
        'status',
      );
    }
    await deleteVacancyRow(tx, id);
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'vacancy.delete',
      entity: 'vacancy',
      entityId: id,
      details: { title: existing.title },
    });
  });
}
