import { and, asc, desc, eq } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.ts';
import { organisationContacts, organisationNotes } from '../../db/tables.ts';

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
  const [row] = await db
    .select()
    .from(organisationContacts)
    .where(
      and(
        eq(organisationContacts.id, contactId),
        eq(organisationContacts.organisationId, organisationId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertContact(
  db: Db,
  values: typeof organisationContacts.$inferInsert,
): Promise<ContactRow> {
  return returnedRow(await db.insert(organisationContacts).values(values).returning());
}

export async function updateContactRow(
  db: Db,
  id: string,
  patch: Partial<typeof organisationContacts.$inferInsert>,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(organisationContacts)
    .set(patch)
    .where(eq(organisationContacts.id, id))
    .returning();
  return row;
}

export async function deleteContactRow(db: Db, id: string): Promise<void> {
  await db.delete(organisationContacts).where(eq(organisationContacts.id, id));
}

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
