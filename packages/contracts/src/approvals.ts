import { z } from 'zod';

/**
 * Vacancy approval. An employer contact submits a draft (or a declined vacancy) with
 * `POST /vacancies/:id/submit`; staff decide with `POST /vacancies/:id/review`: approve (it opens),
 * request changes (back to draft, with a note) or decline (with a reason). The contact may edit a
 * draft or a declined vacancy and submit it again.
 */
export const vacancyReviewDecisions = ['approve', 'request_changes', 'decline'] as const;
export type VacancyReviewDecision = (typeof vacancyReviewDecisions)[number];

export const vacancyReviewInputSchema = z
  .object({
    decision: z.enum(vacancyReviewDecisions, {
      error: 'Choose approve, request changes or decline',
    }),
    /** Required to request changes (what to change) or to decline (why); kept on the vacancy. */
    note: z.string().trim().max(2000, 'The note must be at most 2000 characters').optional(),
  })
  .refine((v) => v.decision === 'approve' || !!v.note, {
    message: 'Write a note for the employer: what to change, or why it is declined',
    path: ['note'],
  });
export type VacancyReviewInput = z.input<typeof vacancyReviewInputSchema>;

/** How many the Approvals queue lists of each kind (oldest first); the totals count all. */
export const APPROVALS_LIST_LIMIT = 100;

/** GET /approvals (staff): organisations and vacancies waiting for a decision, oldest first. */
export const approvalsSchema = z.object({
  organisations: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      website: z.string().nullable(),
      /** When it registered (the queue's order). */
      createdAt: z.string(),
    }),
  ),
  organisationsTotal: z.number().int(),
  vacancies: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      organisationId: z.uuid(),
      employerName: z.string(),
      closesAt: z.string(),
      /** When the contact submitted it (the queue's order). */
      submittedAt: z.string(),
    }),
  ),
  vacanciesTotal: z.number().int(),
  /** organisationsTotal + vacanciesTotal: the menu's badge. */
  total: z.number().int(),
});
export type Approvals = z.infer<typeof approvalsSchema>;
