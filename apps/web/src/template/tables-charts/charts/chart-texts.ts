import { useTranslation } from '../../../core/i18n/use-translation.ts';

/** A chart's heading, the sentence on what it shows, and both together as its accessible name. */
export interface ChartTexts {
  title: string;
  summary: string;
  label: string;
}

/** The texts of the charts, by their key under tablesCharts.charts. */
export function useChartTexts() {
  const { t } = useTranslation();
  return (key: string, more?: string): ChartTexts => {
    const title = t(`tablesCharts.charts.${key}.title`);
    const summary = [t(`tablesCharts.charts.${key}.summary`), more].filter(Boolean).join(' ');
    return { title, summary, label: `${title}: ${summary}` };
  };
}
