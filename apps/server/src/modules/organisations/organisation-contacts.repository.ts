import { and, asc, desc, eq } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.ts';
import { organisationContacts, organisationNotes } from '../../db/tables.ts';
import { findRow, rowsById } from '../../lib/sql.ts';

// Contacts

export type ContactRow = typeof organisationContacts.$inferSelect;

export async function listContacts(db: Db, organisationId: string): Promise<ContactRow[]> {
  return db
    .select()
    .from(organisationContacts)
    .where(eq(organisationContacts.organisationId, organisationId))
    .orderBy(asc(organisationContacts.fullName), asc(organisationContacts.id));
}

export async function findContact(
  db: Db,
  organisationId: string,
  contactId: string,
): Promise<ContactRow | undefined> {
  return findRow(
    db,
    organisationContacts,
    and(
      eq(organisationContacts.id, contactId),
      eq(organisationContacts.organisationId, organisationId),
    ),
  );
}

const contactRows = rowsById(organisationContacts);

export const insertContact = contactRows.insert;
export const updateContactRow = contactRows.update;
export const deleteContactRow = contactRows.remove;

// Notes

export type NoteRow = typeof organisationNotes.$inferSelect;

export async function listNotes(db: Db, organisationId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(organisationNotes)
    .where(eq(organisationNotes.organisationId, organisationId))
    .orderBy(desc(organisationNotes.createdAt), desc(organisationNotes.id))
    .limit(500);
}

export async function insertNote(
  db: Db,
  values: typeof organisationNotes.$inferInsert,
): Promise<NoteRow> {
  return returnedRow(await db.insert(organisationNotes).values(values).returning());
}
