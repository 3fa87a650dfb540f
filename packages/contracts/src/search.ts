import { z } from 'zod';

/** GET /api/v1/search?q=: the navbar search over the records the caller may read. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Enter something to search for' })
    .trim()
    .min(2, 'Enter at least 2 characters')
    .max(100, 'Enter at most 100 characters'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Staff see vacancies, applications and candidates; students their own records and open roles. */
export const recordGroupIds = [
  'vacancies',
  'applications',
  'candidates',
  'organisations',
  'openVacancies',
  'myApplications',
  'myDocuments',
] as const;
export type RecordGroupId = (typeof recordGroupIds)[number];

/** Results per group; more than this shows a "see all" link to the filtered list. */
export const SEARCH_GROUP_SIZE = 4;

export const recordHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** A second line: employer, candidate and vacancy, email, kind… */
  detail: z.string(),
  /** Where the result opens, in the web app. */
  link: z.string(),
  /** A status or kind value (translated by the web), when the record has one. */
  status: z.string().nullable(),
});
export type RecordHit = z.infer<typeof recordHitSchema>;

export const recordGroupSchema = z.object({
  id: z.enum(recordGroupIds),
  items: z.array(recordHitSchema).max(SEARCH_GROUP_SIZE),
  /** More matches than shown: `seeAll` opens the filtered list. */
  more: z.boolean(),
  seeAll: z.string(),
});
export type RecordGroup = z.infer<typeof recordGroupSchema>;

export const searchAnswerSchema = z.object({
  q: z.string(),
  groups: z.array(recordGroupSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
