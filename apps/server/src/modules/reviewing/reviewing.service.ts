import {
  reviewMessages,
  type Note,
  type NoteSubject,
  type NoteVersion,
  type RatingSummary,
  type Tag,
  type TagInput,
  type UpdateTagInput,
  noteSchema,
  tagSchema,
} from '@careers/contracts';
import { fromRow } from '../../lib/rows.ts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { forbidden, notFound, uniqueOrConflict } from '../../lib/errors.ts';
import { isoRequired } from '../../lib/sql.ts';
import { assertCurrentVersion } from '../../lib/version.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { auditChange } from '../audit/audit.repository.ts';
import { findApplication } from '../applications/applications.repository.ts';
import { findCandidate } from '../candidates/candidates.repository.ts';
import {
  attachTag,
  deleteRating,
  deleteTagRow,
  detachTag,
  findNote,
  findTag,
  insertNote,
  insertTag,
  listNotes,
  listNoteVersions,
  listTags,
  ratingSummary,
  replaceNote,
  tagsOf,
  updateTagRow,
  upsertRating,
  type NoteWithVersions,
  type Tagged,
  type TagRow,
} from './reviewing.repository.ts';

/*
 * Staff's notes, ratings and tags on applications and candidates. The routes let only staff in
 * (the 'Review' subject); nothing here is answered by a portal, employer or review-link route.
 */

function toNote(row: NoteWithVersions): Note {
  return fromRow(noteSchema, row, ['createdAt', 'editedAt']);
}

function toTag(row: TagRow): Tag {
  return fromRow(tagSchema, row, ['createdAt']);
}

/** 404 unless the application or candidate exists. */
async function requireSubject(db: Db, subject: NoteSubject, id: string): Promise<void> {
  if (subject === 'application') {
    if (!(await findApplication(db, id))) throw notFound('Application not found');
  } else if (!(await findCandidate(db, id))) {
    throw notFound('Candidate not found');
  }
}

// Notes

export async function notesOn(db: Db, subject: NoteSubject, id: string) {
  await requireSubject(db, subject, id);
  return { data: (await listNotes(db, subject, id)).map(toNote) };
}

export async function addNote(
  db: Db,
  viewer: Viewer,
  subject: NoteSubject,
  id: string,
  body: string,
): Promise<Note> {
  return withTransaction(db, async (tx) => {
    await requireSubject(tx, subject, id);
    const row = await insertNote(tx, {
      subject,
      subjectId: id,
      authorId: viewer.id,
      authorName: viewer.name ?? 'Staff',
      body,
      createdAt: now(),
    });
    await auditChange(tx, viewer, subject, id, 'note.add', { noteId: row.id });
    return toNote({ ...row, versions: 0 });
  });
}

/** The viewer's own note, locked: another staff member's is refused (403), a gone one is 404. */
async function ownNote(tx: Db, viewer: Viewer, noteId: string): Promise<NoteWithVersions> {
  const note = await findNote(tx, noteId);
  if (!note) throw notFound('Note not found');
  if (note.authorId !== viewer.id) throw forbidden(reviewMessages.notYourNote);
  return note;
}

/** An edit keeps the earlier body (note_versions) and an audit entry; the note shows "edited". */
export async function editNote(
  db: Db,
  viewer: Viewer,
  noteId: string,
  edit: { body: string; expectedUpdatedAt?: string | undefined },
): Promise<Note> {
  const { body } = edit;
  return withTransaction(db, async (tx) => {
    const note = await ownNote(tx, viewer, noteId);
    // The note is locked: of two edits from the same text, the second finds it changed (409).
    assertCurrentVersion(note.editedAt ?? note.createdAt, edit.expectedUpdatedAt);
    if (note.body === body) return toNote(note);
    const at = now();
    const row = await replaceNote(tx, note, { body, editedAt: at }, at);
    await auditChange(tx, viewer, note.subject, note.subjectId, 'note.edit', { noteId });
    return toNote({ ...row, versions: note.versions + 1 });
  });
}

/** The texts a note had before its edits, oldest first (any staff member may read them). */
export async function noteHistory(db: Db, noteId: string): Promise<{ data: NoteVersion[] }> {
  const note = await findNote(db, noteId, { lock: false });
  if (!note) throw notFound('Note not found');
  const rows = await listNoteVersions(db, noteId);
  return { data: rows.map((r) => ({ body: r.body, replacedAt: isoRequired(r.replacedAt) })) };
}

/** A delete only marks the note and keeps its last body, so the history stays whole. */
export async function deleteNote(db: Db, viewer: Viewer, noteId: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const note = await ownNote(tx, viewer, noteId);
    const at = now();
    await replaceNote(tx, note, { deletedAt: at }, at);
    await auditChange(tx, viewer, note.subject, note.subjectId, 'note.delete', { noteId });
  });
}

// Ratings

export async function ratings(
  db: Db,
  viewer: Viewer,
  applicationId: string,
): Promise<RatingSummary> {
  await requireSubject(db, 'application', applicationId);
  return ratingSummary(db, applicationId, viewer.id);
}

export async function rate(
  db: Db,
  viewer: Viewer,
  applicationId: string,
  value: number,
): Promise<RatingSummary> {
  return withTransaction(db, async (tx) => {
    await requireSubject(tx, 'application', applicationId);
    await upsertRating(tx, { applicationId, adminId: viewer.id, value, updatedAt: now() });
    await auditChange(tx, viewer, 'application', applicationId, 'rating.set', { value });
    return ratingSummary(tx, applicationId, viewer.id);
  });
}

export async function clearRating(db: Db, viewer: Viewer, applicationId: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireSubject(tx, 'application', applicationId);
    if (await deleteRating(tx, applicationId, viewer.id)) {
      await auditChange(tx, viewer, 'application', applicationId, 'rating.clear');
    }
  });
}

// Tags

export async function allTags(db: Db): Promise<{ data: Tag[] }> {
  return { data: (await listTags(db)).map(toTag) };
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** A taken name (in any case) is a 409 naming the field. */
const uniqueName = <T>(work: () => Promise<T>) =>
  uniqueOrConflict(reviewMessages.tagNameTaken, 'name', work);

export async function createTag(db: Db, viewer: Viewer, input: TagInput): Promise<Tag> {
  return uniqueName(() =>
    withTransaction(db, async (tx) => {
      const row = await insertTag(tx, {
        name: input.name,
        nameKey: nameKey(input.name),
        colour: input.colour,
        createdBy: viewer.id,
        createdAt: now(),
      });
      await auditChange(tx, viewer, 'tag', row.id, 'tag.create', {
        name: row.name,
        colour: row.colour,
      });
      return toTag(row);
    }),
  );
}

export async function updateTag(
  db: Db,
  viewer: Viewer,
  id: string,
  input: UpdateTagInput,
): Promise<Tag> {
  return uniqueName(() =>
    withTransaction(db, async (tx) => {
      const patch: Partial<TagRow> = {};
      if (input.name !== undefined) {
        patch.name = input.name;
        patch.nameKey = nameKey(input.name);
      }
      if (input.colour !== undefined) patch.colour = input.colour;
      const row = await updateTagRow(tx, id, patch);
      if (!row) throw notFound('Tag not found');
      await auditChange(tx, viewer, 'tag', id, 'tag.update', { ...input });
      return toTag(row);
    }),
  );
}

export async function deleteTag(db: Db, viewer: Viewer, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const existing = await findTag(tx, id);
    if (!existing) throw notFound('Tag not found');
    await deleteTagRow(tx, id);
    await auditChange(tx, viewer, 'tag', id, 'tag.delete', { name: existing.name });
  });
}

export async function tagsOn(db: Db, kind: Tagged, id: string): Promise<{ data: Tag[] }> {
  await requireSubject(db, kind, id);
  return { data: (await tagsOf(db, kind, id)).map(toTag) };
}

/** Puts a tag on a record (again is harmless); answers the record's tags. */
export async function tag(
  db: Db,
  viewer: Viewer,
  kind: Tagged,
  id: string,
  tagId: string,
): Promise<{ data: Tag[] }> {
  return withTransaction(db, async (tx) => {
    await requireSubject(tx, kind, id);
    const found = await findTag(tx, tagId);
    if (!found) throw notFound('Tag not found');
    await attachTag(tx, kind, id, tagId);
    await auditChange(tx, viewer, kind, id, 'tag.attach', { tagId, name: found.name });
    return { data: (await tagsOf(tx, kind, id)).map(toTag) };
  });
}

export async function untag(
  db: Db,
  viewer: Viewer,
  kind: Tagged,
  id: string,
  tagId: string,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireSubject(tx, kind, id);
    if (!(await detachTag(tx, kind, id, tagId))) throw notFound('Tag not found on this record');
    await auditChange(tx, viewer, kind, id, 'tag.detach', { tagId });
  });
}
