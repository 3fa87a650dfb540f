import { statsOverviewSchema, type StatsOverview } from '@careers/contracts';
import { api } from './api.ts';

export const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStatsOverview: build.query<StatsOverview, void>({
      query: () => '/api/v1/stats/overview',
      extraOptions: { schema: statsOverviewSchema },
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetStatsOverviewQuery } = statsApi;
