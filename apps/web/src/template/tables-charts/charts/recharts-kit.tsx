import type { ReactNode } from 'react';
import { CartesianGrid, Legend, ResponsiveContainer, Tooltip } from 'recharts';
import { ChartCard } from './chart-card.tsx';
import { useChartTexts } from './chart-texts.ts';
import {
  APPLICATIONS_PER_MONTH,
  OFFERS_SERIES,
  PLACEMENT_RATE,
  PROGRAMMES,
  SALARIES,
  SKILLS,
  SKILLS_GAP,
} from './chart-data.ts';
import { useChartKit } from './chart-kit.ts';
import { numberFormat } from '../../../core/format/number.ts';

const HEIGHT = 300;

/**
 * A Recharts chart in its card, its texts found by key. The figure role names the chart for
 * assistive technology; keyboard use of the chart inside still works.
 */
export function RechartsCard({
  chart,
  xl,
  children,
}: {
  /** The chart's key under tablesCharts.charts. */
  chart: string;
  xl?: number;
  children: ReactNode;
}) {
  const texts = useChartTexts()(chart);
  return (
    <ChartCard texts={texts} xl={xl}>
      <div role="figure" aria-label={texts.label} className="recharts-box">
        <ResponsiveContainer width="100%" height={HEIGHT}>
          {children}
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}

/** What every Recharts card of the page shares: the chart kit, axes, tooltip, legend and data. */
export function useRechartsKit() {
  const kit = useChartKit();
  const { t, c, lng, months, programmes, sectors, skills } = kit;
  const compact = numberFormat(lng, { notation: 'compact', maximumFractionDigits: 1 });
  const axis = { stroke: c.border, tick: { fill: c.muted, fontSize: 12 } };
  const grid = <CartesianGrid stroke={c.border} strokeDasharray="3 3" vertical={false} />;
  const tooltip = (
    <Tooltip
      contentStyle={{
        background: 'var(--bs-body-bg)',
        border: '1px solid var(--bs-border-color)',
        borderRadius: 6,
        color: 'var(--bs-body-color)',
      }}
      labelStyle={{ color: 'var(--bs-body-color)' }}
      cursor={{ fill: 'var(--bs-tertiary-bg)', stroke: c.border }}
    />
  );
  const legend = <Legend wrapperStyle={{ color: c.text, fontSize: 13 }} />;

  const byMonth = months.map((month, i) => ({
    month,
    applications: APPLICATIONS_PER_MONTH.applications[i] ?? 0,
    interviews: APPLICATIONS_PER_MONTH.interviews[i] ?? 0,
    offers: APPLICATIONS_PER_MONTH.offers[i] ?? 0,
    rate:
      Math.round(
        ((APPLICATIONS_PER_MONTH.offers[i] ?? 0) / (APPLICATIONS_PER_MONTH.applications[i] || 1)) *
          1000,
      ) / 10,
  }));
  const byProgramme = PROGRAMMES.map((p, i) => ({
    name: programmes[i],
    ...SALARIES[p],
    placement: PLACEMENT_RATE[p],
  }));
  const bySector = sectors.map((name, i) => ({ name, value: OFFERS_SERIES[i] }));
  const bySkill = SKILLS.map((k, i) => ({ skill: skills[i], ...SKILLS_GAP[k] }));
  const n = {
    applications: t('tablesCharts.series.applications'),
    interviews: t('tablesCharts.series.interviews'),
    offers: t('tablesCharts.series.offers'),
    low: t('tablesCharts.series.low'),
    median: t('tablesCharts.series.median'),
    high: t('tablesCharts.series.high'),
    employers: t('tablesCharts.series.employers'),
    students: t('tablesCharts.series.students'),
    rate: t('tablesCharts.series.offerRate'),
    graduates: t('tablesCharts.series.graduates'),
  };
  /** A line series by its data key: its translated name, in the colour given. */
  const line = (key: keyof typeof n, color: string) => ({
    dataKey: key,
    name: n[key],
    stroke: color,
    strokeWidth: 3,
  });
  /** A bar series by its data key: its name, in the colour given, its top corners rounded. */
  const bar = (key: keyof typeof n, color: string) => ({
    dataKey: key,
    name: n[key],
    fill: color,
    radius: [4, 4, 0, 0] as [number, number, number, number],
  });
  /** A filled series (area, radar) by its data key: its name, its colour as stroke and fill. */
  const filled = (key: keyof typeof n, color: string, fillOpacity: number) => ({
    dataKey: key,
    name: n[key],
    stroke: color,
    fill: color,
    fillOpacity,
  });

  return {
    ...kit,
    compact,
    axis,
    grid,
    tooltip,
    legend,
    byMonth,
    byProgramme,
    bySector,
    bySkill,
    n,
    line,
    bar,
    filled,
  };
}
