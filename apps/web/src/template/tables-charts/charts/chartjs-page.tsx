import type { ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { useSelector } from 'react-redux';
import { selectLayout } from '../../../core/theme/layout.slice.ts';
import { ChartCard, ChartPage } from './chart-card.tsx';
import { APPLICATIONS_PER_MONTH, PLACEMENT_SERIES, salarySeries } from './chart-data.ts';
import { useChartjsKit } from './chartjs-kit.ts';
import { PointCharts, RadialCharts } from './chartjs-more.tsx';
import { withAlpha } from './colors.ts';

export function ChartjsPage() {
  const { skin } = useSelector(selectLayout);
  const { c, months, programmes, card, a11y, base, noLegend, series } = useChartjsKit();
  const bar = (color: string) => ({ backgroundColor: color, borderRadius: 4 });
  const line = (color: string) => ({
    borderColor: color,
    backgroundColor: color,
    tension: 0.4,
    pointRadius: 3,
  });
  const area = (color: string, alpha: number) => ({
    borderColor: color,
    backgroundColor: withAlpha(color, alpha),
    fill: 'origin' as const,
    tension: 0.4,
    pointRadius: 0,
  });

  const salaries = card('salaryColumn');
  const placement = card('placementBar');
  const applications = card('applicationsLine');
  const funnel = card('funnelArea');

  return (
    <ChartPage className="g-4 chartjs-charts" redrawKey={skin}>
      <ChartCard texts={salaries}>
        <Bar
          {...a11y(salaries)}
          options={base as ChartOptions<'bar'>}
          data={{
            labels: programmes,
            datasets: [
              series('low', salarySeries('low'), bar(c.info)),
              series('median', salarySeries('median'), bar(c.primary)),
            ],
          }}
        />
      </ChartCard>
      <ChartCard texts={placement}>
        <Bar
          {...a11y(placement)}
          options={{ ...(noLegend as ChartOptions<'bar'>), indexAxis: 'y' }}
          data={{
            labels: programmes,
            datasets: [
              series('placement', PLACEMENT_SERIES, { ...bar(c.success), barThickness: 16 }),
            ],
          }}
        />
      </ChartCard>
      <ChartCard texts={applications} xl={12}>
        <Line
          {...a11y(applications)}
          options={base as ChartOptions<'line'>}
          data={{
            labels: months,
            datasets: [
              series('applications', APPLICATIONS_PER_MONTH.applications, line(c.primary)),
              series('interviews', APPLICATIONS_PER_MONTH.interviews, line(c.warning)),
            ],
          }}
        />
      </ChartCard>
      <RadialCharts />
      <PointCharts />
      <ChartCard texts={funnel}>
        <Line
          {...a11y(funnel)}
          options={base as ChartOptions<'line'>}
          data={{
            labels: months,
            datasets: [
              series('interviews', APPLICATIONS_PER_MONTH.interviews, area(c.info, 0.25)),
              series('offers', APPLICATIONS_PER_MONTH.offers, area(c.success, 0.35)),
            ],
          }}
        />
      </ChartCard>
    </ChartPage>
  );
}
