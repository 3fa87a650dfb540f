import { describe, expect, it } from 'vitest';
import { createClient } from '../lib/test-client.ts';
import type { StatisticsSeriesCard, SupportTrackerCard } from '../types.ts';
import { ANALYTICS_CARDS, STATISTICS_CARDS } from './cards.ts';

describe('GET /card/card-analytics/*', () => {
  it.each(ANALYTICS_CARDS)('[200] answers %s', async (name) => {
    const { http } = createClient();
    const res = await http.get<Record<string, unknown>>(`/card/card-analytics/${name}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.data).length).toBeGreaterThan(1);
  });

  it('offers the three analytics ranges', async () => {
    const { http } = createClient();
    const { data } = await http.get<SupportTrackerCard>('/card/card-analytics/support-tracker');
    expect(data.lastDays).toEqual(['Last 28 Days', 'Last Month', 'Last Year']);
  });
});

describe('GET /card/card-statistics/*', () => {
  it.each(STATISTICS_CARDS)('[200] answers %s with a series', async (name) => {
    const { http } = createClient();
    const { data } = await http.get<StatisticsSeriesCard>(`/card/card-statistics/${name}`);
    expect(data.title).not.toBe('');
    expect(data.series[0]?.data.length).toBeGreaterThan(3);
  });
});
