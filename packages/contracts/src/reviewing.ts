import { z } from 'zod';
import { expectedUpdatedAtSchema } from './common.ts';

/*
 * Staff's review of applications and candidates: notes, ratings and tags. Staff only (the
 * 'Review' subject): never answered to a candidate, an employer contact or a review link.
 */

/** What a note is written on. */
export const noteSubjects = ['application', 'candidate'] as const;
export type NoteSubject = (typeof noteSubjects)[number];

export const noteInputSchema = z.object({
  body: z.string().trim().min(1, 'Write a note').max(5000, 'Note must be at most 5000 characters'),
});
export type NoteInput = z.input<typeof noteInputSchema>;
/**
 * An edit of a note: with `expectedUpdatedAt` (the note's `editedAt`, or its `createdAt` when never
 * edited, as the editor last read it) an edit made from an older text is refused (409) instead of
 * silently replacing a newer one written in another tab.
 */
export const noteEditSchema = noteInputSchema.extend({
  expectedUpdatedAt: expectedUpdatedAtSchema.optional(),
});
export type NoteEdit = z.input<typeof noteEditSchema>;

export const noteSchema = z.object({
  id: z.uuid(),
  subject: z.enum(noteSubjects),
  subjectId: z.uuid(),
  authorId: z.uuid(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** The last edit; null when never edited ("edited" is shown otherwise). */
  editedAt: z.string().nullable(),
  /** How many earlier versions are kept. */
  versions: z.number().int(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.object({ data: z.array(noteSchema) });
export const noteParamsSchema = z.object({ noteId: z.uuid() });

/** One earlier text of a note, kept when it was edited or deleted. */
export const noteVersionSchema = z.object({
  body: z.string(),
  /** When this text stopped being the note's (the edit or delete that replaced it). */
  replacedAt: z.string(),
});
export type NoteVersion = z.infer<typeof noteVersionSchema>;
export const noteVersionListSchema = z.object({ data: z.array(noteVersionSchema) });

/** One staff member's quick rating of an application. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const ratingInputSchema = z.object({
  value: z
    .number('Rating must be a number from 1 to 5')
    .int('Rating must be a whole number')
    .min(RATING_MIN, 'Rating must be from 1 to 5')
    .max(RATING_MAX, 'Rating must be from 1 to 5'),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

/** The ratings of an application: the average of every staff member's, and the reader's own. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  mine: z.number().int().nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/**
 * The tag colours: a fixed palette whose every colour reads at WCAG AA (4.5:1) as a chip's text on
 * its background in light and dark skins (the web's tag-palette.ts holds the values and the test).
 */
export const tagColours = [
  'grey',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;
export type TagColour = (typeof tagColours)[number];
export const tagColourSchema = z.enum(tagColours);

export const tagInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(40, 'Name must be at most 40 characters'),
  colour: tagColourSchema,
});
export type TagInput = z.input<typeof tagInputSchema>;
export const updateTagInputSchema = tagInputSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateTagInput = z.input<typeof updateTagInputSchema>;

export const tagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  colour: tagColourSchema,
  createdAt: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagListSchema = z.object({ data: z.array(tagSchema) });
export const taggedParamsSchema = z.object({ id: z.uuid(), tagId: z.uuid() });

/** At most this many tags filter a list at once. */
export const MAX_TAG_FILTER = 10;

/**
 * A list's tag filter: `tag=<id>` repeated or comma-separated; a record must carry every tag
 * named. A bad id is a 400 naming `tag`.
 */
export const tagFilterSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((raw, ctx): string[] | undefined => {
    if (raw === undefined) return undefined;
    const ids = (Array.isArray(raw) ? raw.join(',') : raw)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length === 0) return undefined;
    if (ids.length > MAX_TAG_FILTER) {
      ctx.addIssue({ code: 'custom', message: `Filter by at most ${MAX_TAG_FILTER} tags` });
      return z.NEVER;
    }
    if (!ids.every((id) => z.uuid().safeParse(id).success)) {
      ctx.addIssue({ code: 'custom', message: 'Each tag must be a tag id' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** What reviewing answers when it refuses. */
export const reviewMessages = {
  notYourNote: 'Only the author of a note may change or delete it',
  tagNameTaken: 'A tag with this name already exists',
} as const;
