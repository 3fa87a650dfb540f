import { useState } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import type { AnalyticsRange, CardAnalyticsData } from '../../fake-api/types.ts';
import { RangeSelect } from './range-select.tsx';
import { useThemeColors } from '../../core/theme/theme-colors.ts';
import { useAnalyticsCard } from './dashboards.api.ts';
import { numberFormat } from '../../core/format/number.ts';

/** A count in the reader's number format. */
export const fmt = (n: number, lng: string) => numberFormat(lng).format(n);

/** The analytics cards that offer a choice of period. */
type RangedName = {
  [N in keyof CardAnalyticsData]: CardAnalyticsData[N] extends { lastDays: AnalyticsRange[] }
    ? N
    : never;
}[keyof CardAnalyticsData];

/**
 * An analytics card: its data (null until it arrives), its title, what it draws with (the texts,
 * the reader's language, the theme's colours) and the props of its shell (a spinner until then).
 */
export function useDashboardCard<N extends keyof CardAnalyticsData>(name: N, titleKey: string) {
  const { t, i18n } = useTranslation();
  const colors = useThemeColors();
  const card = useAnalyticsCard(name);
  const title = t(titleKey);
  return { t, i18n, colors, card, title, shell: { title, loading: !card } };
}

/** An analytics card with its own period: as useDashboardCard, the period chosen in its header. */
export function useRangedCard<N extends RangedName>(name: N, titleKey: string) {
  const dashboardCard = useDashboardCard(name, titleKey);
  const { card, title } = dashboardCard;
  const [range, setRange] = useState<AnalyticsRange>('Last 28 Days');
  const actions = card && (
    <RangeSelect ranges={card.lastDays} value={range} onChange={setRange} card={title} />
  );
  return { ...dashboardCard, range, shell: { ...dashboardCard.shell, actions } };
}
