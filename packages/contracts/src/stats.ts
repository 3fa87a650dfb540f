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
