import { seedCardAnalytics, seedCardStatistics } from '../data/cards.ts';
import type { SampleArea } from '../db.ts';
import type { FakeDb } from '../db.ts';
import { ok } from '../lib/http.ts';
import { get, type Route } from '../lib/route.ts';
import type { CardAnalyticsData, CardStatisticsData } from '../types.ts';

export const ANALYTICS_CARDS: readonly (keyof CardAnalyticsData)[] = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
];

export const STATISTICS_CARDS: readonly (keyof CardStatisticsData)[] = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
];

// One route per card, so an unknown card name falls through like any unmatched request.
export const cardRoutes: Route[] = [
  ...ANALYTICS_CARDS.map((name) =>
    get(`/card/card-analytics/${name}`, (db: FakeDb) => ok(db.cardAnalytics[name])),
  ),
  ...STATISTICS_CARDS.map((name) =>
    get(`/card/card-statistics/${name}`, (db: FakeDb) => ok(db.cardStatistics[name])),
  ),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: cardRoutes,
  store: {
    cardAnalytics: seedCardAnalytics,
    cardStatistics: seedCardStatistics,
  },
};
