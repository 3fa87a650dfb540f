import {
  nextApplicationStatuses,
  profileFieldsForApplying,
  type Application,
  type ProfileFieldForApplying,
  type ApplicationEvent,
  type ApplicationExportColumn,
  type CreateApplicationInput,
} from '@careers/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import type { AppError } from '../../lib/errors.ts';
import {
  exportTable as makeExportTable,
  type ExportColumn,
  type ExportRequest,
} from '../../lib/exports/table.ts';
import { badRequest, conflict, isForeignKeyViolation, notFound } from '../../lib/errors.ts';
import { iso, isoRequired, isUniqueViolation, pageOf } from '../../lib/sql.ts';
import { findCandidate } from '../candidates/candidates.repository.ts';
import { findOwnLibraryDocuments } from '../documents/documents.repository.ts';
import { kindLabels } from '../documents/documents.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findVacancy } from '../vacancies/vacancies.repository.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { closeExpired } from '../vacancies/vacancies.service.ts';
import { reasonNames } from '../reasons/reasons.repository.ts';
import {
  attachDocuments,
  deleteDraft,
  exportApplications,
  findApplication,
  findApplicationFor,
  insertApplication,
  insertEvent,
  listApplications,
  listEvents,
  type ApplicationListQuery,
  type ApplicationRow,
} from './applications.repository.ts';
import { statusEmail } from './applications.mail.ts';
import { answersOf, assertAppliesHere, saveAnswers } from '../screening/screening.service.ts';
import { withScreeningColumns } from '../screening/screening-export.ts';
import { requireVerifiedEmail } from '../auth/verification.service.ts';
import { notifyStaff } from '../notifications/notifications.service.ts';

export interface Deps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export const EXPORT_LIMIT = 50_000;

export function toApplication(row: ApplicationRow, viewer: Viewer): Application {
  return {
    id: row.id,
    vacancyId: row.vacancyId,
    candidateId: row.candidateId,
    status: row.status,
    coverNote: row.coverNote,
    documentIds: row.documentIds,
    submittedAt: isoRequired(row.submittedAt),
    updatedAt: isoRequired(row.updatedAt),
    decidedAt: iso(row.decidedAt),
    vacancyTitle: row.vacancyTitle,
    employerName: row.employerName,
    candidateName: row.candidateName,
    candidateEmail: row.candidateEmail,
    noticeVersion: row.noticeVersion,
    allowedNext: nextApplicationStatuses(row.status, viewer.role, { heldFrom: row.heldFrom }),
  };
}

export async function apply(
  deps: Deps,
  viewer: Viewer,
  vacancyId: string,
  input: CreateApplicationInput,
): Promise<Application> {
  const { db } = deps;
  // A student may browse before confirming the address, not apply (403 email_unverified).
  await requireVerifiedEmail(db, viewer.id);
  const at = now();
  await closeExpired(db, at, { via: 'apply' });
  const documentIds = [...new Set(input.documentIds ?? [])];
  const row = await withTransaction(db, async (tx) => {
    // Locked against a concurrent close or pause (no key update: applying still inserts rows
    // that refer to it, and the application count below changes the row anyway).
    const vacancy = await findVacancy(tx, vacancyId, 'no key update');
    if (!vacancy || vacancy.status === 'draft') throw notFound('Vacancy not found');
    if (vacancy.status !== 'open' || vacancy.closesAt.getTime() <= at.getTime()) {
      throw conflict('This vacancy is not accepting applications', 'vacancyId');
    }
    assertAppliesHere(vacancy);
    if (await findApplicationFor(tx, vacancyId, viewer.id)) {
      throw conflict('You have already applied for this vacancy', 'vacancyId');
    }
    const candidate = await findCandidate(tx, viewer.id);
    if (!candidate) throw notFound('Candidate not found');
    const incomplete = missingProfileFields(candidate);
    if (incomplete.length > 0) throw profileIncomplete(incomplete);
    // Key-share locks: a library delete racing this apply waits, then sees the reference.
    const docs = await findOwnLibraryDocuments(tx, viewer.id, documentIds, { lock: true });
    if (docs.length !== documentIds.length) {
      throw badRequest('Attach only documents from your own library', 'documentIds');
    }
    const kinds = new Set(docs.map((d) => d.kind));
    const missing = vacancy.requiredDocuments.filter((k) => !kinds.has(k));
    if (missing.length > 0) {
      throw conflict(
        `This vacancy asks for: ${missing.map((k) => kindLabels[k]).join(', ')}. Attach ${missing.length > 1 ? 'them' : 'it'} to apply.`,
        'documentIds',
        { missing },
      );
    }
    const created = await insertApplication(tx, {
      vacancyId,
      candidateId: viewer.id,
      status: 'submitted',
      coverNote: input.coverNote?.trim() || null,
      documentIds,
      submittedAt: at,
      updatedAt: at,
      vacancyTitle: vacancy.title,
      employerName: vacancy.employerName,
      candidateName: candidate.fullName,
      candidateEmail: candidate.email,
      // Recorded only when the dialog showed the notice: only such applications may be shared.
      noticeVersion: input.noticeVersion ?? null,
    });
    await attachDocuments(tx, created.id, documentIds);
    // The answers are part of the application: checked and written in its transaction.
    await saveAnswers(tx, vacancyId, created.id, input.answers);
    // The note is sent: its draft goes with the same commit.
    await deleteDraft(tx, viewer.id, vacancyId);
    await insertEvent(tx, {
      applicationId: created.id,
      fromStatus: null,
      toStatus: 'submitted',
      actorId: viewer.id,
      actorRole: 'candidate',
      actorName: candidate.fullName,
      createdAt: at,
    });
    // The email is written with the change it reports, so neither exists without the other.
    await deps.mailer.queue(tx, await statusEmail(tx, created, null, deps.publicUrl));
    await notifyStaff(tx, deps, {
      kind: 'application_new',
      data: { vacancyTitle: created.vacancyTitle, candidateName: created.candidateName },
      link: `/careers/applications/${created.id}`,
    });
    return created;
  }).catch((error: unknown) => {
    // Two submissions at once: the unique index lets only one through.
    if (isUniqueViolation(error))
      throw conflict('You have already applied for this vacancy', 'vacancyId');
    // A document was removed from the library between choosing it and sending.
    if (isForeignKeyViolation(error))
      throw conflict('A document you attached is no longer in your library', 'documentIds');
    throw error;
  });
  return toApplication(row, viewer);
}

const profileFieldNames: Record<ProfileFieldForApplying, string> = {
  level: 'your level of study',
  graduationYear: 'your graduation year',
  programme: 'your programme',
};

/** The profile fields an application needs that the candidate has not filled in. */
export function missingProfileFields(candidate: {
  level: string | null;
  graduationYear: number | null;
  programme: string | null;
}): ProfileFieldForApplying[] {
  return profileFieldsForApplying.filter((field) => {
    const value = candidate[field];
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
}

/** 409 naming the first missing field as `field` and every missing one in the message. */
function profileIncomplete(missing: ProfileFieldForApplying[]): AppError {
  return conflict(
    `Add ${missing.map((f) => profileFieldNames[f]).join(', ')} to your profile before applying`,
    missing[0],
    { code: 'profile_incomplete' },
  );
}

export async function list(db: Db, viewer: Viewer, query: ApplicationListQuery) {
  // Internal reasons are staff's: a student may not probe which one their rejection carried.
  if (query.reason && viewer.role !== 'admin') {
    throw badRequest('Only the careers service filters by reason', 'reason');
  }
  // Tags are staff's: a candidate's list ignores the filter rather than reveal them.
  const q =
    viewer.role === 'candidate' ? { ...query, candidateId: viewer.id, tag: undefined } : query;
  return pageOf(await listApplications(db, q), (r) => toApplication(r, viewer), q);
}

type ExportRow = Awaited<ReturnType<typeof exportApplications>>[number];

// The screening answers' columns depend on the vacancy's questions: screening-export.ts adds them.
const exportColumns: Record<
  Exclude<ApplicationExportColumn, 'screeningAnswers'>,
  ExportColumn<ExportRow>
> = {
  id: ['id', (r) => r.id],
  candidateName: ['candidateName', (r) => r.candidateName],
  candidateEmail: ['candidateEmail', (r) => r.candidateEmail],
  vacancyTitle: ['vacancyTitle', (r) => r.vacancyTitle],
  employer: ['employer', (r) => r.employerName],
  status: ['status', (r, t) => t.value('applicationStatus', r.status)],
  submittedAt: ['submittedAt', (r) => r.submittedAt],
  updatedAt: ['updatedAt', (r) => r.updatedAt],
  decidedAt: ['decidedAt', (r) => r.decidedAt],
};

/** The filtered list as an export table: the chosen columns, headers in the chosen language. */
export async function exportTable(
  db: Db,
  query: Omit<ApplicationListQuery, 'page' | 'perPage'>,
  request: ExportRequest<ApplicationExportColumn>,
) {
  const rows = await exportApplications(db, query, EXPORT_LIMIT);
  return withScreeningColumns(db, rows, request, query.vacancyId, (columns) =>
    makeExportTable(rows, exportColumns, { ...request, columns }),
  );
}

/** An admin reads any application; a candidate only their own — another's is simply not found. */
export async function load(
  db: Db,
  viewer: Viewer,
  id: string,
  forUpdate = false,
): Promise<ApplicationRow> {
  const row = await findApplication(db, id, forUpdate);
  if (!row || (viewer.role === 'candidate' && row.candidateId !== viewer.id)) {
    throw notFound('Application not found');
  }
  return row;
}

export async function get(db: Db, viewer: Viewer, id: string): Promise<Application> {
  const row = await load(db, viewer, id);
  return { ...toApplication(row, viewer), screeningAnswers: await answersOf(db, row) };
}

export async function events(db: Db, viewer: Viewer, id: string): Promise<ApplicationEvent[]> {
  await load(db, viewer, id);
  const rows = await listEvents(db, id);
  // An employer's feedback is for staff: the candidate's history shows only status changes.
  const visible = viewer.role === 'candidate' ? rows.filter((e) => !e.feedback) : rows;
  // The internal reason and note are staff's alone (issue 20).
  const staff = viewer.role === 'admin';
  const names = staff
    ? await reasonNames(db, [...new Set(visible.flatMap((e) => (e.reasonId ? [e.reasonId] : [])))])
    : new Map<string, string>();
  return visible.map((e) => ({
    id: e.id,
    applicationId: e.applicationId,
    from: e.fromStatus,
    to: e.toStatus,
    actorRole: e.actorRole,
    actorName: e.actorName,
    reason: e.reason,
    feedback: e.feedback,
    ...(staff
      ? {
          internalReason: e.reasonId ? { id: e.reasonId, name: names.get(e.reasonId) ?? '' } : null,
          note: e.note,
        }
      : {}),
    createdAt: isoRequired(e.createdAt),
  }));
}
