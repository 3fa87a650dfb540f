import { and, asc, avg, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { NoteSubject } from '@careers/contracts';
import { returnedRow, type Db } from '../../db/client.ts';
import {
  applicationRatings,
  applicationTags,
  candidateTags,
  noteVersions,
  notes,
  tags,
} from '../../db/tables.ts';
import { rowsById } from '../../lib/sql.ts';

export type NoteRow = typeof notes.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type NoteWithVersions = NoteRow & { versions: number };

// Notes

// Written out: drizzle leaves a column in a select's sql unqualified, which the subquery would misread.
const versionCount = sql<number>`(select count(*)::int from "note_versions" where "note_versions"."note_id" = "notes"."id")`;

/** The live notes on one application or candidate, newest first, with their versions counted. */
export async function listNotes(
  db: Db,
  subject: NoteSubject,
  subjectId: string,
): Promise<NoteWithVersions[]> {
  const rows = await db
    .select({ note: notes, versions: versionCount })
    .from(notes)
    .where(and(eq(notes.subject, subject), eq(notes.subjectId, subjectId), isNull(notes.deletedAt)))
    .orderBy(desc(notes.createdAt), desc(notes.id));
  return rows.map((r) => ({ ...r.note, versions: Number(r.versions) }));
}

/** A live note, locked for its author's change. */
/** A live note with its version count; locked for the caller's transaction unless told not to. */
export async function findNote(
  db: Db,
  id: string,
  { lock = true }: { lock?: boolean } = {},
): Promise<NoteWithVersions | undefined> {
  const query = db
    .select({ note: notes, versions: versionCount })
    .from(notes)
    .where(and(eq(notes.id, id), isNull(notes.deletedAt)))
    .limit(1);
  const rows = await (lock ? query.for('update', { of: notes }) : query);
  const row = rows[0];
  return row ? { ...row.note, versions: Number(row.versions) } : undefined;
}

export async function insertNote(db: Db, values: typeof notes.$inferInsert): Promise<NoteRow> {
  return returnedRow(await db.insert(notes).values(values).returning());
}

/** Keeps the body being replaced, then changes the note (an edit, or a delete's mark). */
export async function replaceNote(
  db: Db,
  note: NoteRow,
  patch: { body?: string; editedAt?: Date; deletedAt?: Date },
  at: Date,
): Promise<NoteRow> {
  await db.insert(noteVersions).values({ noteId: note.id, body: note.body, replacedAt: at });
  return returnedRow(await db.update(notes).set(patch).where(eq(notes.id, note.id)).returning());
}

/** The bodies a note had before, oldest first. */
export async function listNoteVersions(db: Db, noteId: string) {
  return db
    .select()
    .from(noteVersions)
    .where(eq(noteVersions.noteId, noteId))
    .orderBy(asc(noteVersions.replacedAt), asc(noteVersions.id));
}

// Ratings

export async function ratingSummary(db: Db, applicationId: string, adminId: string) {
  const [all] = await db
    .select({ average: avg(applicationRatings.value), count: count() })
    .from(applicationRatings)
    .where(eq(applicationRatings.applicationId, applicationId));
  const [mine] = await db
    .select({ value: applicationRatings.value })
    .from(applicationRatings)
    .where(
      and(
        eq(applicationRatings.applicationId, applicationId),
        eq(applicationRatings.adminId, adminId),
      ),
    )
    .limit(1);
  return {
    average: all?.average == null ? null : Number(all.average),
    count: Number(all?.count ?? 0),
    mine: mine?.value ?? null,
  };
}

export async function upsertRating(
  db: Db,
  values: { applicationId: string; adminId: string; value: number; updatedAt: Date },
): Promise<void> {
  await db
    .insert(applicationRatings)
    .values(values)
    .onConflictDoUpdate({
      target: [applicationRatings.applicationId, applicationRatings.adminId],
      set: { value: values.value, updatedAt: values.updatedAt },
    });
}

/** Clears one staff member's rating; whether there was one. */
export async function deleteRating(
  db: Db,
  applicationId: string,
  adminId: string,
): Promise<boolean> {
  const rows = await db
    .delete(applicationRatings)
    .where(
      and(
        eq(applicationRatings.applicationId, applicationId),
        eq(applicationRatings.adminId, adminId),
      ),
    )
    .returning({ value: applicationRatings.value });
  return rows.length > 0;
}

// Tags

export async function listTags(db: Db): Promise<TagRow[]> {
  return db.select().from(tags).orderBy(asc(tags.nameKey));
}

const tagRows = rowsById(tags);

export const findTag = tagRows.find;

export async function findTags(db: Db, ids: string[]): Promise<TagRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(tags).where(inArray(tags.id, ids));
}

export const insertTag = tagRows.insert;
export const updateTagRow = tagRows.update;

export async function deleteTagRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  return rows.length > 0;
}

/** Where a record's tags are kept: one link table per kind of record. */
const links = {
  application: { table: applicationTags, owner: applicationTags.applicationId },
  candidate: { table: candidateTags, owner: candidateTags.candidateId },
} as const;
export type Tagged = keyof typeof links;

export async function tagsOf(db: Db, kind: Tagged, ownerId: string): Promise<TagRow[]> {
  const { table, owner } = links[kind];
  return db
    .select({
      id: tags.id,
      name: tags.name,
      nameKey: tags.nameKey,
      colour: tags.colour,
      createdBy: tags.createdBy,
      createdAt: tags.createdAt,
    })
    .from(table)
    .innerJoin(tags, eq(tags.id, table.tagId))
    .where(eq(owner, ownerId))
    .orderBy(asc(tags.nameKey));
}

export async function attachTag(db: Db, kind: Tagged, ownerId: string, tagId: string) {
  if (kind === 'application') {
    await db
      .insert(applicationTags)
      .values({ applicationId: ownerId, tagId })
      .onConflictDoNothing();
  } else {
    await db.insert(candidateTags).values({ candidateId: ownerId, tagId }).onConflictDoNothing();
  }
}

/** Puts tags on applications in one statement; answers the links that were not there before. */
export async function attachApplicationTags(
  db: Db,
  links: { applicationId: string; tagId: string }[],
) {
  if (links.length === 0) return [];
  return db
    .insert(applicationTags)
    .values(links)
    .onConflictDoNothing()
    .returning({ applicationId: applicationTags.applicationId, tagId: applicationTags.tagId });
}

/** Takes tags off applications in one statement; answers the links that were there. */
export async function detachApplicationTags(db: Db, applicationIds: string[], tagIds: string[]) {
  if (applicationIds.length === 0 || tagIds.length === 0) return [];
  return db
    .delete(applicationTags)
    .where(
      and(
        inArray(applicationTags.applicationId, applicationIds),
        inArray(applicationTags.tagId, tagIds),
      ),
    )
    .returning({ applicationId: applicationTags.applicationId, tagId: applicationTags.tagId });
}

/** Takes a tag off a record; whether it was on. */
export async function detachTag(
  db: Db,
  kind: Tagged,
  ownerId: string,
  tagId: string,
): Promise<boolean> {
  const { table, owner } = links[kind];
  const rows = await db
    .delete(table)
    .where(and(eq(owner, ownerId), eq(table.tagId, tagId)))
    .returning({ tagId: table.tagId });
  return rows.length > 0;
}

/**
 * A list's tag filter: the record carries every tag named. Each is an EXISTS on the link table's
 * key (owner, tag), or a semi-join from its (tag, owner) index, so the list stays paged by its
 * own order index.
 */
export function hasEveryTag(kind: Tagged, recordId: AnyPgColumn, tagIds: string[]): SQL[] {
  const { table, owner } = links[kind];
  return tagIds.map(
    (tagId) =>
      sql`exists (select 1 from ${table} where ${owner} = ${recordId} and ${table.tagId} = ${tagId})`,
  );
}
