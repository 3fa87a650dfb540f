import type { ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { useSelector } from 'react-redux';
import { selectLayout } from '../../../core/theme/layout.slice.ts';
import { ChartCard, ChartPage } from './chart-card.tsx';
import { APPLICATIONS_PER_MONTH, PLACEMENT_RATE, PROGRAMMES, SALARIES } from './chart-data.ts';
import { useChartjsKit } from './chartjs-kit.ts';
import { PointCharts, RadialCharts } from './chartjs-more.tsx';
import { withAlpha } from './colors.ts';

export function ChartjsPage() {
  const { skin } = useSelector(selectLayout);
  const { t, c, months, programmes, card, a11y, base, noLegend } = useChartjsKit();

  const bar = card('salaryColumn');
  const hbar = card('placementBar');
  const line = card('applicationsLine');
  const area = card('funnelArea');

  return (
    <ChartPage className="g-4 chartjs-charts" redrawKey={skin}>
      <ChartCard texts={bar}>
        <Bar
          {...a11y(bar)}
          options={base as ChartOptions<'bar'>}
          data={{
            labels: programmes,
            datasets: [
              {
                label: t('tablesCharts.series.low'),
                data: PROGRAMMES.map((p) => SALARIES[p].low),
                backgroundColor: c.info,
                borderRadius: 4,
              },
              {
                label: t('tablesCharts.series.median'),
                data: PROGRAMMES.map((p) => SALARIES[p].median),
                backgroundColor: c.primary,
                borderRadius: 4,
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard texts={hbar}>
        <Bar
          {...a11y(hbar)}
          options={{ ...(noLegend as ChartOptions<'bar'>), indexAxis: 'y' }}
          data={{
            labels: programmes,
            datasets: [
              {
                label: t('tablesCharts.series.placement'),
                data: PROGRAMMES.map((p) => PLACEMENT_RATE[p]),
                backgroundColor: c.success,
                borderRadius: 4,
                barThickness: 16,
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard texts={line} xl={12}>
        <Line
          {...a11y(line)}
          options={base as ChartOptions<'line'>}
          data={{
            labels: months,
            datasets: [
              {
                label: t('tablesCharts.series.applications'),
                data: APPLICATIONS_PER_MONTH.applications,
                borderColor: c.primary,
                backgroundColor: c.primary,
                tension: 0.4,
                pointRadius: 3,
              },
              {
                label: t('tablesCharts.series.interviews'),
                data: APPLICATIONS_PER_MONTH.interviews,
                borderColor: c.warning,
                backgroundColor: c.warning,
                tension: 0.4,
                pointRadius: 3,
              },
            ],
          }}
        />
      </ChartCard>
      <RadialCharts />
      <PointCharts />
      <ChartCard texts={area}>
        <Line
          {...a11y(area)}
          options={base as ChartOptions<'line'>}
          data={{
            labels: months,
            datasets: [
              {
                label: t('tablesCharts.series.interviews'),
                data: APPLICATIONS_PER_MONTH.interviews,
                borderColor: c.info,
                backgroundColor: withAlpha(c.info, 0.25),
                fill: 'origin',
                tension: 0.4,
                pointRadius: 0,
              },
              {
                label: t('tablesCharts.series.offers'),
                data: APPLICATIONS_PER_MONTH.offers,
                borderColor: c.success,
                backgroundColor: withAlpha(c.success, 0.35),
                fill: 'origin',
                tension: 0.4,
                pointRadius: 0,
              },
            ],
          }}
        />
      </ChartCard>
    </ChartPage>
  );
}
