import {
  attentionSchema,
  reasonStatsSchema,
  statsOverviewSchema,
  type Attention,
  type ReasonStats,
  type StatsOverview,
} from '@careers/contracts';
import { api } from './api.ts';
import { fixedRead } from './resource.ts';

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? { overview: statsOverviewSchema, attention: attentionSchema, reasons: reasonStatsSchema }
    : undefined;

export const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStatsOverview: build.query<StatsOverview, void>(
      fixedRead('/api/v1/stats/overview', contracts?.overview, ['Stats']),
    ),
    /** "Needs attention": applications waiting longest and quiet vacancies closing soon. */
    getStatsAttention: build.query<Attention, { limit?: number }>({
      query: (params) => ({ url: '/api/v1/stats/attention', params }),
      extraOptions: { schema: contracts?.attention },
      providesTags: ['Stats'],
    }),
    /** Rejections and holds by internal reason (issue 20). */
    getStatsReasons: build.query<ReasonStats, void>(
      fixedRead('/api/v1/stats/reasons', contracts?.reasons, ['Stats', 'Reason']),
    ),
  }),
});

export const { useGetStatsOverviewQuery, useGetStatsAttentionQuery, useGetStatsReasonsQuery } =
  statsApi;
