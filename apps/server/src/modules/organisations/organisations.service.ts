import {
  nextOrganisationStatuses,
  organisationNameKey,
  websiteHostKey,
  type AuditEntry,
  type CreateOrganisationInput,
  type Organisation,
  type OrganisationContact,
  type OrganisationContactInput,
  type OrganisationDetail,
  type OrganisationExportColumn,
  type OrganisationNote,
  type OrganisationStatus,
  type UpdateOrganisationContactInput,
  type UpdateOrganisationInput,
  isRecordChange,
  MAX_LOGO_BYTES,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { now } from '../../lib/clock.ts';
import { iso, isoRequired, type ListPageQuery } from '../../lib/sql.ts';
import { assertCurrentVersion } from '../../lib/version.ts';
import { exportTable as makeExportTable, type ExportRequest } from '../../lib/exports/table.ts';
import type { ExportColumn } from '../../lib/exports/table.ts';
import { listAudit, writeAudit, type AuditActor } from '../audit/audit.repository.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { detectFileType } from '../documents/file-type.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  accountContactEmails,
  copyEmployerName,
  deleteContactRow,
  deleteOrganisationRow,
  employerIdsOf,
  exportOrganisations,
  findContact,
  findOrganisation,
  findOrganisationByKey,
  findOrganisationListRow,
  insertContact,
  insertNote,
  insertOrganisation,
  listContacts,
  listNotes,
  listOrganisations,
  lockOrganisationKey,
  moveOrganisationRecords,
  pauseOpenVacancies,
  revokeReviewLinks,
  updateContactRow,
  updateOrganisationRow,
  type ContactRow,
  type NewOrganisationRow,
  type NoteRow,
  type OrganisationFilter,
  type OrganisationListRow,
  type OrganisationRow,
  type OrganisationSortColumn,
} from './organisations.repository.ts';

/**
 * The organisation a staff-written vacancy is for: the one chosen by id, or the one with the
 * employer's website host (without a website, the same name key), created approved when there is
 * none. Runs inside the caller's transaction.
 */
export async function resolveOrganisationForVacancy(
  tx: Db,
  viewer: Viewer,
  input: { organisationId?: string | undefined; name: string; website?: string | null | undefined },
): Promise<OrganisationRow> {
  if (input.organisationId) {
    const chosen = await findOrganisation(tx, input.organisationId);
    if (!chosen) throw badRequest('Choose an organisation', 'organisationId');
    return chosen;
  }
  const websiteHost = websiteHostKey(input.website);
  const nameKey = organisationNameKey(input.name);
  if (!websiteHost && !nameKey) throw badRequest('Employer name is required', 'employer.name');
  await lockOrganisationKey(tx, websiteHost ?? `name:${nameKey}`);
  const found = await findOrganisationByKey(tx, { websiteHost, nameKey });
  if (found) return found;
  const at = now();
  return insertOrganisation(tx, {
    name: input.name,
    nameKey,
    website: input.website || null,
    websiteHost,
    status: 'approved',
    decidedAt: at,
    decidedBy: viewer.role === 'admin' ? viewer.id : null,
    decidedByName: viewer.name ?? null,
    createdByRole: viewer.role,
    createdBy: viewer.id,
    createdAt: at,
    updatedAt: at,
  });
}

export const EXPORT_LIMIT = 50_000;

export interface Deps {
  mailer: Mailer;
  publicUrl: string;
}

const actorOf = (v: Viewer): AuditActor => ({ id: v.id, role: v.role, name: v.name ?? null });

export function toOrganisation(row: OrganisationListRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    sector: row.sector,
    size: row.size,
    address: row.address,
    description: row.description,
    // The version in the address lets browsers cache a logo until it changes.
    logoUrl: row.hasLogo
      ? `/api/v1/organisations/${row.id}/logo?v=${row.updatedAt.getTime()}`
      : null,
    status: row.status,
    statusReason: row.statusReason,
    decidedBy: row.decidedByName,
    decidedAt: iso(row.decidedAt),
    vacancyCount: Number(row.vacancyCount),
    applicationCount: Number(row.applicationCount),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

export function toContact(row: ContactRow): OrganisationContact {
  return {
    id: row.id,
    organisationId: row.organisationId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    jobTitle: row.jobTitle,
    accountId: row.employerId,
    createdAt: isoRequired(row.createdAt),
  };
}

function toNote(row: NoteRow): OrganisationNote {
  return {
    id: row.id,
    organisationId: row.organisationId,
    authorId: row.authorId,
    authorName: row.authorName,
    body: row.body,
    createdAt: isoRequired(row.createdAt),
  };
}

export const organisationExportColumns: Record<
  OrganisationExportColumn,
  ExportColumn<Organisation>
> = {
  id: ['id', (o) => o.id],
  name: ['name', (o) => o.name],
  website: ['website', (o) => o.website],
  sector: ['sector', (o) => o.sector],
  size: ['size', (o, t) => (o.size ? t.value('organisationSize', o.size) : null)],
  status: ['status', (o, t) => t.value('organisationStatus', o.status)],
  vacancyCount: ['vacancyCount', (o) => o.vacancyCount],
  applicationCount: ['applicationCount', (o) => o.applicationCount],
  createdAt: ['createdAt', (o) => new Date(o.createdAt)],
};

export interface ListInput extends OrganisationFilter, ListPageQuery<OrganisationSortColumn> {}

export async function list(db: Db, input: ListInput) {
  const { rows, total, totalCapped } = await listOrganisations(db, input);
  return {
    data: rows.map(toOrganisation),
    total,
    totalCapped,
    page: input.page,
    perPage: input.perPage,
  };
}

export async function exportTable(
  db: Db,
  input: Omit<ListInput, 'page' | 'perPage'>,
  request: ExportRequest<OrganisationExportColumn>,
) {
  const rows = await exportOrganisations(db, input, EXPORT_LIMIT);
  return makeExportTable(rows.map(toOrganisation), organisationExportColumns, request);
}

async function current(db: Db, id: string): Promise<Organisation> {
  const row = await findOrganisationListRow(db, id);
  if (!row) throw notFound('Organisation not found');
  return toOrganisation(row);
}

export async function get(db: Db, id: string): Promise<OrganisationDetail> {
  const organisation = await current(db, id);
  const contacts = await listContacts(db, id);
  return { ...organisation, contacts: contacts.map(toContact) };
}

/** A website given as '' clears it; the host key follows the website. */
function profileColumns(input: UpdateOrganisationInput): Partial<NewOrganisationRow> {
  const c: Partial<NewOrganisationRow> = {};
  if (input.name !== undefined) {
    c.name = input.name;
    c.nameKey = organisationNameKey(input.name);
  }
  if (input.website !== undefined) {
    c.website = input.website || null;
    c.websiteHost = websiteHostKey(input.website);
  }
  if (input.sector !== undefined) c.sector = input.sector || null;
  if (input.size !== undefined) c.size = input.size;
  if (input.address !== undefined) c.address = input.address || null;
  if (input.description !== undefined) c.description = input.description || null;
  return c;
}

/** Staff create an organisation approved; one with the same website host or name is a 409. */
export async function create(
  db: Db,
  viewer: Viewer,
  input: CreateOrganisationInput,
): Promise<OrganisationDetail> {
  const columns = profileColumns(input);
  const nameKey = columns.nameKey ?? '';
  const websiteHost = columns.websiteHost ?? null;
  if (!nameKey) throw badRequest('Organisation name is required', 'name');
  const id = await withTransaction(db, async (tx) => {
    await lockOrganisationKey(tx, websiteHost ?? `name:${nameKey}`);
    const same = await findOrganisationByKey(tx, { websiteHost, nameKey });
    if (same) {
      throw conflict(
        `${same.name} is already an organisation (same ${websiteHost ? 'website' : 'name'})`,
        websiteHost ? 'website' : 'name',
        { existingId: same.id },
      );
    }
    const at = now();
    const row = await insertOrganisation(tx, {
      ...columns,
      name: input.name,
      nameKey,
      status: 'approved',
      decidedAt: at,
      decidedBy: viewer.id,
      decidedByName: viewer.name ?? null,
      createdByRole: viewer.role,
      createdBy: viewer.id,
      createdAt: at,
      updatedAt: at,
    });
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'organisation.create',
      entity: 'organisation',
      entityId: row.id,
      details: { name: row.name },
    });
    return row.id;
  });
  return get(db, id);
}

async function locked(tx: Db, id: string): Promise<OrganisationRow> {
  const row = await findOrganisation(tx, id, 'update');
  if (!row) throw notFound('Organisation not found');
  return row;
}

/** Edits the profile; a rename is copied into its vacancies and their applications at once. */
export async function update(
  db: Db,
  viewer: Viewer,
  id: string,
  input: UpdateOrganisationInput,
): Promise<OrganisationDetail> {
  await withTransaction(db, async (tx) => {
    const existing = await locked(tx, id);
    assertCurrentVersion(existing.updatedAt, input.expectedUpdatedAt);
    const columns = profileColumns(input);
    await updateOrganisationRow(tx, id, { ...columns, updatedAt: now() });
    if (columns.name !== undefined && columns.name !== existing.name) {
      await copyEmployerName(tx, id, columns.name);
    }
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'organisation.update',
      entity: 'organisation',
      entityId: id,
      details: {
        fields: Object.keys(input).filter(isRecordChange),
        ...(columns.name !== undefined && columns.name !== existing.name
          ? { from: existing.name, to: columns.name }
          : {}),
      },
    });
  });
  return get(db, id);
}

const decisionMail: Partial<
  Record<OrganisationStatus, (name: string, reason: string | null) => string>
> = {
  approved: (name) =>
    `${name} has been approved on the University Careers Service. You can now sign in and publish vacancies.`,
  rejected: (name, reason) =>
    `${name} has not been approved on the University Careers Service.${reason ? `\n\nReason: ${reason}` : ''}`,
};

/**
 * Approves, rejects, suspends or reinstates an organisation (nextOrganisationStatuses; 409 with
 * the allowed moves otherwise). Suspending pauses its open vacancies, revokes its review links
 * and ends its contacts' sessions; approving or rejecting emails its contacts with accounts; all
 * in one transaction.
 */
export async function decide(
  db: Db,
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: { status: OrganisationStatus; reason?: string | undefined },
): Promise<OrganisationDetail> {
  await withTransaction(db, async (tx) => {
    const existing = await locked(tx, id);
    const from = existing.status;
    const to = input.status;
    const allowed = [...nextOrganisationStatuses(from)];
    if (!allowed.includes(to)) {
      throw conflict(
        `A ${from} organisation cannot become ${to}. Allowed next: ${allowed.join(', ') || 'none'}.`,
        'status',
        { allowed },
      );
    }
    const at = now();
    const reason = input.reason?.trim() || null;
    await updateOrganisationRow(tx, id, {
      status: to,
      statusReason: to === 'rejected' || to === 'suspended' ? reason : null,
      decidedBy: viewer.id,
      decidedByName: viewer.name ?? null,
      decidedAt: at,
      updatedAt: at,
    });
    const details: Record<string, unknown> = { from, to, ...(reason ? { reason } : {}) };
    if (to === 'suspended') {
      const paused = await pauseOpenVacancies(tx, id, at);
      for (const vacancyId of paused) {
        await writeAudit(tx, {
          actor: actorOf(viewer),
          action: 'vacancy.status',
          entity: 'vacancy',
          entityId: vacancyId,
          details: { from: 'open', to: 'paused', reason: 'organisation suspended' },
        });
      }
      details.pausedVacancies = paused.length;
      details.revokedReviewLinks = await revokeReviewLinks(tx, id, at);
      const contacts = await employerIdsOf(tx, id);
      for (const employerId of contacts) await revokeUserSessions(tx, 'employer', employerId, at);
      details.endedSessionsOf = contacts.length;
    }
    const text = decisionMail[to];
    if (text) {
      for (const contact of await accountContactEmails(tx, id)) {
        await deps.mailer.queue(tx, {
          to: contact.email,
          subject:
            to === 'approved'
              ? `${existing.name} is approved`
              : `${existing.name}: registration not approved`,
          text: [
            `Dear ${contact.fullName},`,
            '',
            text(existing.name, reason),
            '',
            `${deps.publicUrl}/employer`,
            '',
            'University Careers Service',
          ].join('\n'),
        });
      }
    }
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'organisation.decision',
      entity: 'organisation',
      entityId: id,
      details,
    });
  });
  return get(db, id);
}

// Logos

const WEBP = (buf: Buffer) =>
  buf.length >= 12 &&
  buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
  buf.subarray(8, 12).toString('latin1') === 'WEBP';

/** The logo's type by its bytes: PNG, JPEG or WebP, nothing else (never SVG). */
export function logoTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const detected = detectFileType(bytes);
  if (detected.type === 'png') return 'image/png';
  if (detected.type === 'jpeg') return 'image/jpeg';
  if (WEBP(bytes) && detected.matches.length === 0) return 'image/webp';
  return null;
}

export async function putLogo(
  db: Db,
  viewer: Viewer,
  id: string,
  bytes: Buffer,
): Promise<OrganisationDetail> {
  if (bytes.length === 0) throw badRequest('Choose an image to upload', 'file');
  if (bytes.length > MAX_LOGO_BYTES) {
    throw new AppError(413, `A logo can be at most ${MAX_LOGO_BYTES / 1024 / 1024} MB`, 'file');
  }
  const type = logoTypeOf(bytes);
  if (!type) throw new AppError(415, 'A logo must be a PNG, JPEG or WebP image', 'file');
  await withTransaction(db, async (tx) => {
    await locked(tx, id);
    await updateOrganisationRow(tx, id, { logo: bytes, logoMimeType: type, updatedAt: now() });
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'organisation.logo',
      entity: 'organisation',
      entityId: id,
      details: { type, bytes: bytes.length },
    });
  });
  return get(db, id);
}

export async function removeLogo(db: Db, viewer: Viewer, id: string): Promise<OrganisationDetail> {
  await withTransaction(db, async (tx) => {
    await locked(tx, id);
    await updateOrganisationRow(tx, id, { logo: null, logoMimeType: null, updatedAt: now() });
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'organisation.logo_removed',
      entity: 'organisation',
      entityId: id,
    });
  });
  return get(db, id);
}

/** The logo's bytes: staff, and the organisation's own contacts (another's is unknown). */
export async function logo(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ bytes: Buffer; type: string }> {
  if (viewer.role === 'employer' && viewer.organisationId !== id) {
    throw notFound('Organisation not found');
  }
  const row = await findOrganisation(db, id);
  if (!row) throw notFound('Organisation not found');
  if (!row.logo || !row.logoMimeType) throw notFound('This organisation has no logo');
  return { bytes: Buffer.from(row.logo), type: row.logoMimeType };
}

// Contacts

export async function addContact(
  db: Db,
  viewer: Viewer,
  id: string,
  input: OrganisationContactInput,
): Promise<OrganisationContact> {
  return withTransaction(db, async (tx) => {
    await locked(tx, id);
    const at = now();
    const row = await insertContact(tx, {
      organisationId: id,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone || null,
      jobTitle: input.jobTitle || null,
      createdAt: at,
      updatedAt: at,
    });
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'organisation.contact_add',
      entity: 'organisation',
      entityId: id,
      details: { contactId: row.id, name: row.fullName },
    });
    return toContact(row);
  });
}

export async function updateContact(
  db: Db,
  viewer: Viewer,
  id: string,
  contactId: string,
  input: UpdateOrganisationContactInput,
): Promise<OrganisationContact> {
  return withTransaction(db, async (tx) => {
    const existing = await findContact(tx, id, contactId);
    if (!existing) throw notFound('Contact not found');
    const patch: Partial<ContactRow> = { updatedAt: now() };
    if (input.fullName !== undefined) patch.fullName = input.fullName;
    if (input.email !== undefined) patch.email = input.email;
    if (input.phone !== undefined) patch.phone = input.phone || null;
    if (input.jobTitle !== undefined) patch.jobTitle = input.jobTitle || null;
    const row = await updateContactRow(tx, contactId, patch);
    if (!row) throw notFound('Contact not found');
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'organisation.contact_update',
      entity: 'organisation',
      entityId: id,
      details: { contactId, fields: Object.keys(input) },
    });
    return toContact(row);
  });
}

export async function removeContact(
  db: Db,
  viewer: Viewer,
  id: string,
  contactId: string,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const existing = await findContact(tx, id, contactId);
    if (!existing) throw notFound('Contact not found');
    await deleteContactRow(tx, contactId);
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'organisation.contact_remove',
      entity: 'organisation',
      entityId: id,
      details: { contactId, name: existing.fullName },
    });
  });
}

// Notes and history

export async function notes(db: Db, id: string): Promise<{ data: OrganisationNote[] }> {
  await current(db, id);
  return { data: (await listNotes(db, id)).map(toNote) };
}

export async function addNote(
  db: Db,
  viewer: Viewer,
  id: string,
  body: string,
): Promise<OrganisationNote> {
  return withTransaction(db, async (tx) => {
    await locked(tx, id);
    const row = await insertNote(tx, {
      organisationId: id,
      authorId: viewer.id,
      authorName: viewer.name ?? 'Staff',
      body,
      createdAt: now(),
    });
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'organisation.note',
      entity: 'organisation',
      entityId: id,
      details: { noteId: row.id },
    });
    return toNote(row);
  });
}

export async function history(
  db: Db,
  id: string,
  page: { page: number; perPage: number; sort: 'asc' | 'desc' },
): Promise<{
  data: AuditEntry[];
  total: number;
  totalCapped: boolean;
  page: number;
  perPage: number;
}> {
  await current(db, id);
  const result = await listAudit(db, { ...page, entity: 'organisation', entityId: id });
  return { ...result, page: page.page, perPage: page.perPage };
}

/**
 * Moves the vacancies, contacts, employer accounts, notes and shortlists of `id` into `intoId`,
 * copies the remaining organisation's name into the moved vacancies and applications, then
 * deletes `id`. 409 when merging an organisation into itself.
 */
export async function merge(
  db: Db,
  viewer: Viewer,
  id: string,
  intoId: string,
): Promise<OrganisationDetail> {
  if (id === intoId) throw conflict('An organisation cannot be merged into itself', 'intoId');
  await withTransaction(db, async (tx) => {
    // Locked in id order, so two merges of the same pair cannot deadlock.
    const [first, second] = [id, intoId].sort();
    const a = await findOrganisation(tx, first!, 'update');
    const b = await findOrganisation(tx, second!, 'update');
    const from = a?.id === id ? a : b?.id === id ? b : undefined;
    const into = a?.id === intoId ? a : b?.id === intoId ? b : undefined;
    if (!from) throw notFound('Organisation not found');
    if (!into) throw badRequest('Choose an organisation to merge into', 'intoId');
    const moved = await moveOrganisationRecords(tx, id, intoId);
    await copyEmployerName(tx, intoId, into.name);
    await deleteOrganisationRow(tx, id);
    await updateOrganisationRow(tx, intoId, { updatedAt: now() });
    const details = { fromId: id, fromName: from.name, intoId, intoName: into.name, moved };
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'organisation.merge',
      entity: 'organisation',
      entityId: intoId,
      details,
    });
    await writeAudit(tx, {
      actor: actorOf(viewer),
      action: 'organisation.merged_away',
      entity: 'organisation',
      entityId: id,
      details,
    });
  });
  return get(db, intoId);
}
