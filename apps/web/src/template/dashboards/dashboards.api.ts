import { api } from '../../core/api/api.ts';
import type { CardAnalyticsData, CardStatisticsData } from '../../fake-api/types.ts';

type AnalyticsName = keyof CardAnalyticsData;
type StatisticsName = keyof CardStatisticsData;
type AnalyticsCard = CardAnalyticsData[AnalyticsName];
type StatisticsCard = CardStatisticsData[StatisticsName];

/** The dashboards' cards, one sample-data call each. */
export const dashboardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsCard: build.query<AnalyticsCard, AnalyticsName>({
      query: (name) => `/card/card-analytics/${name}`,
    }),
    getStatisticsCard: build.query<StatisticsCard, StatisticsName>({
      query: (name) => `/card/card-statistics/${name}`,
    }),
  }),
});

/** GET /card/card-analytics/{name}: the card's data once loaded, else null. */
export function useAnalyticsCard<N extends AnalyticsName>(name: N): CardAnalyticsData[N] | null {
  const { currentData } = dashboardsApi.useGetAnalyticsCardQuery(name);
  // The endpoint's answer for `name` is that card's own shape.
  return (currentData as CardAnalyticsData[N] | undefined) ?? null;
}

/** GET /card/card-statistics/{name}: the card's data once loaded, else null. */
export function useStatisticsCard(name: StatisticsName): StatisticsCard | null {
  return dashboardsApi.useGetStatisticsCardQuery(name).currentData ?? null;
}
