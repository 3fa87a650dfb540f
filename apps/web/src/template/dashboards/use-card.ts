import { useEffect, useState } from 'react';
import { http } from '../../core/http/http.ts';
import type { CardAnalyticsData, CardStatisticsData } from '../../fake-api/types.ts';

type AnalyticsName = keyof CardAnalyticsData;
type StatisticsName = keyof CardStatisticsData;

function useRemote<T>(url: string): T | null {
  const [result, setResult] = useState<{ url: string; data: T } | null>(null);
  useEffect(() => {
    let live = true;
    void http.get<T>(url).then((res) => live && setResult({ url, data: res.data }));
    return () => {
      live = false;
    };
  }, [url]);
  return result?.url === url ? result.data : null;
}

/** GET /card/card-analytics/{name}. */
export function useAnalyticsCard<N extends AnalyticsName>(name: N): CardAnalyticsData[N] | null {
  return useRemote<CardAnalyticsData[N]>(`/card/card-analytics/${name}`);
}

/** GET /card/card-statistics/{name}. */
export function useStatisticsCard(name: StatisticsName): CardStatisticsData[StatisticsName] | null {
  return useRemote<CardStatisticsData[StatisticsName]>(`/card/card-statistics/${name}`);
}
