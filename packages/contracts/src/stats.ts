import { z } from 'zod';
import { pageOf, pagingQuerySchema } from './common.ts';
import { applicationStatusSchema } from './applications.ts';

export const statsOverviewSchema = z.object({
  openVacancies: z.number().int(),
  totalVacancies: z.number().int(),
  totalCandidates: z.number().int(),
  totalApplications: z.number().int(),
  applicationsByStatus: z.array(
    z.object({ status: applicationStatusSchema, count: z.number().int() }),
  ),
  applicationsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  topVacancies: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      employerName: z.string(),
      applications: z.number().int(),
    }),
  ),
  medianDaysToDecision: z.number().nullable(),
});
export type StatsOverview = z.infer<typeof statsOverviewSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid().nullable(),
  actorRole: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const listAuditQuerySchema = pagingQuerySchema.extend({
  entity: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(64).optional(),
  actorId: z.uuid().optional(),
});
export const auditPageSchema = pageOf(auditEntrySchema);

/**
 * "Needs attention" on the careers dashboard: applications waiting longest for a first look
 * (status submitted, oldest first) and open vacancies closing within `closingWithinDays` days with
 * fewer than `fewApplications` applications (soonest first). Each list holds at most `limit`.
 */
export const ATTENTION_CLOSING_WITHIN_DAYS = 7;
export const ATTENTION_FEW_APPLICATIONS = 5;
export const ATTENTION_MAX_LIMIT = 50;
/** Totals stop counting here (a dashboard needs "1 000+", not an exact scan). */
export const ATTENTION_COUNT_CAP = 1000;

export const attentionQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ATTENTION_MAX_LIMIT, `limit must be at most ${ATTENTION_MAX_LIMIT}`)
    .default(5),
});

export const attentionSchema = z.object({
  waitingApplications: z.array(
    z.object({
      id: z.uuid(),
      vacancyId: z.uuid(),
      vacancyTitle: z.string(),
      candidateName: z.string(),
      submittedAt: z.string(),
    }),
  ),
  /** All applications waiting (capped at ATTENTION_COUNT_CAP; `waitingCapped` says so). */
  waitingTotal: z.number().int(),
  waitingCapped: z.boolean(),
  closingVacancies: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      employerName: z.string(),
      closesAt: z.string(),
      applications: z.number().int(),
    }),
  ),
  closingTotal: z.number().int(),
  /** Organisations and vacancies waiting in the Approvals queue. */
  approvalsTotal: z.number().int(),
  closingWithinDays: z.number().int(),
  fewApplications: z.number().int(),
});
export type Attention = z.infer<typeof attentionSchema>;
