import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NoteSubject, TagColour } from '@careers/contracts';
import { admins, candidates } from './accounts.ts';
import { applications } from './careers.ts';
import { parentId, primaryId, timestamptz } from './columns.ts';

/*
 * Staff's review of applications and candidates: notes, ratings, tags. Never read by a portal,
 * employer or review-link route.
 */

/**
 * A staff note on an application or a candidate. Edited and deleted only by its author; a delete
 * only marks it (`deleted_at`) and every edit keeps the body it replaced in note_versions.
 */
export const notes = pgTable(
  'notes',
  {
    id: primaryId(),
    subject: text('subject').$type<NoteSubject>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    authorId: uuid('author_id').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    editedAt: timestamptz('edited_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('notes_subject_idx')
      .on(t.subject, t.subjectId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The body a note had before each edit (and before its delete), oldest first. */
export const noteVersions = pgTable(
  'note_versions',
  {
    id: primaryId(),
    noteId: parentId('note_id', () => notes.id, 'cascade'),
    body: text('body').notNull(),
    /** When this body was replaced (or the note deleted). */
    replacedAt: timestamptz('replaced_at').notNull().defaultNow(),
  },
  (t) => [index('note_versions_note_idx').on(t.noteId, t.replacedAt)],
);

/** One staff member's 1–5 rating of an application. */
export const applicationRatings = pgTable(
  'application_ratings',
  {
    applicationId: parentId('application_id', () => applications.id, 'cascade'),
    adminId: parentId('admin_id', () => admins.id, 'cascade'),
    value: smallint('value').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.adminId] })],
);

/** Staff's tags; `name_key` (lower-cased name) keeps names unique regardless of case. */
export const tags = pgTable(
  'tags',
  {
    id: primaryId(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    colour: text('colour').$type<TagColour>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_name_key_idx').on(t.nameKey)],
);

/**
 * Tags on applications. The key serves "the tags of this application"; (tag_id, application_id)
 * serves the lists' tag filter as a semi-join.
 */
export const applicationTags = pgTable(
  'application_tags',
  {
    applicationId: parentId('application_id', () => applications.id, 'cascade'),
    tagId: parentId('tag_id', () => tags.id, 'cascade'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.tagId] }),
    index('application_tags_tag_idx').on(t.tagId, t.applicationId),
  ],
);

/** Tags on candidates, keyed and indexed as application_tags. */
export const candidateTags = pgTable(
  'candidate_tags',
  {
    candidateId: parentId('candidate_id', () => candidates.id, 'cascade'),
    tagId: parentId('tag_id', () => tags.id, 'cascade'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.tagId] }),
    index('candidate_tags_tag_idx').on(t.tagId, t.candidateId),
  ],
);
