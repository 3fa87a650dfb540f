import type {
  AuditEntry,
  OrganisationContact,
  OrganisationContactInput,
  OrganisationNote,
  UpdateOrganisationContactInput,
} from '@careers/contracts';
import { fromRow } from '../../lib/rows.ts';
import { organisationNoteSchema } from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { now } from '../../lib/clock.ts';
import { listAudit } from '../audit/audit.repository.ts';
import {
  deleteContactRow,
  findContact,
  insertContact,
  insertNote,
  listNotes,
  updateContactRow,
  type ContactRow,
  type NoteRow,
} from './organisation-contacts.repository.ts';
import { auditOrganisation, current, locked, toContact } from './organisations.service.ts';

/* An organisation's contacts, staff notes and history (its audit entries). */

function toNote(row: NoteRow): OrganisationNote {
  return fromRow(organisationNoteSchema, row, ['createdAt']);
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
    await auditOrganisation(tx, viewer, 'organisation.contact_add', id, {
      contactId: row.id,
      name: row.fullName,
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
    await auditOrganisation(tx, viewer, 'organisation.contact_update', id, {
      contactId,
      fields: Object.keys(input),
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
    await auditOrganisation(tx, viewer, 'organisation.contact_remove', id, {
      contactId,
      name: existing.fullName,
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
    await auditOrganisation(tx, viewer, 'organisation.note', id, { noteId: row.id });
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
