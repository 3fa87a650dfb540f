import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsRange, CardAnalyticsData } from '../../fake-api/types.ts';
import { RangeSelect } from './range-select.tsx';
import { useAnalyticsCard } from './dashboards.api.ts';

/** A count in the reader's number format. */
export const fmt = (n: number, lng: string) => new Intl.NumberFormat(lng).format(n);

/** The analytics cards that offer a choice of period. */
type RangedName = {
  [N in keyof CardAnalyticsData]: CardAnalyticsData[N] extends { lastDays: AnalyticsRange[] }
    ? N
    : never;
}[keyof CardAnalyticsData];

/**
 * An analytics card with its own period: the card's data, the chosen period, and the props of its
 * shell (the title, a spinner until the data arrives, the period choice in the header).
 */
export function useRangedCard<N extends RangedName>(name: N, titleKey: string) {
  const { t } = useTranslation();
  const card = useAnalyticsCard(name);
  const [range, setRange] = useState<AnalyticsRange>('Last 28 Days');
  const title = t(titleKey);
  const shell = {
    title,
    loading: !card,
    actions: card && (
      <RangeSelect ranges={card.lastDays} value={range} onChange={setRange} card={title} />
    ),
  };
  return { card, range, title, shell };
}
