import { useTranslation } from 'react-i18next';
import { Chart } from '../../../core/charts/chart.tsx';
import { useThemeColors } from '../../../core/theme/theme-colors.ts';
import { formatSalary } from '../shared/format.ts';
import { ChartCard, ChartPage } from './chart-card.tsx';
import { useChartTexts } from './chart-texts.ts';
import {
  academicMonths,
  APPLICATIONS_PER_MONTH,
  APPOINTMENTS,
  EXPERIENCE_VS_SALARY,
  OFFERS_BY_SECTOR,
  PLACEMENT_RATE,
  PROGRAMMES,
  SALARIES,
  SECTORS,
  SKILLS,
  SKILLS_GAP,
  weekStarts,
  WEEKDAYS,
  WEEKLY_OFFERS,
} from './chart-data.ts';

export function ApexChartsPage() {
  const { t, i18n } = useTranslation();
  const c = useThemeColors();
  const lng = i18n.language;
  const months = academicMonths(lng);
  const money = (v: number) => formatSalary(v, lng);
  const s = useChartTexts();
  const programmes = PROGRAMMES.map((p) => t(`tablesCharts.programmes.${p}`));
  const sectors = SECTORS.map((k) => t(`tablesCharts.sectors.${k}`));

  const line = s('applicationsLine', t('tablesCharts.charts.zoomHint'));
  const area = s('funnelArea');
  const column = s('salaryColumn');
  const bar = s('placementBar');
  const scatter = s('experienceScatter');
  const heat = s('appointmentsHeatmap');
  const donut = s('offersDonut');
  const radar = s('skillsRadar');
  const radial = s('placementRadial');
  const candle = s('offersCandle');

  return (
    <ChartPage>
      <ChartCard texts={line} xl={12}>
        <Chart
          type="line"
          height={320}
          label={line.label}
          series={[
            {
              name: t('tablesCharts.series.applications'),
              data: APPLICATIONS_PER_MONTH.applications,
            },
          ]}
          options={{
            chart: {
              zoom: { enabled: true, type: 'x' },
              toolbar: { show: true, tools: { download: false } },
            },
            colors: [c.primary],
            stroke: { curve: 'smooth', width: 3 },
            markers: { size: 4, strokeWidth: 0 },
            xaxis: { categories: months },
          }}
        />
      </ChartCard>
      <ChartCard texts={area}>
        <Chart
          type="area"
          height={300}
          label={area.label}
          series={[
            {
              name: t('tablesCharts.series.interviews'),
              data: APPLICATIONS_PER_MONTH.interviews,
            },
            { name: t('tablesCharts.series.offers'), data: APPLICATIONS_PER_MONTH.offers },
          ]}
          options={{
            colors: [c.info, c.success],
            dataLabels: { enabled: false },
            stroke: { curve: 'smooth', width: 2 },
            fill: { type: 'gradient', gradient: { opacityFrom: 0.5, opacityTo: 0.05 } },
            xaxis: { categories: months },
            legend: { position: 'top', horizontalAlign: 'left' },
          }}
        />
      </ChartCard>
      <ChartCard texts={column}>
        <Chart
          type="bar"
          height={300}
          label={column.label}
          series={[
            { name: t('tablesCharts.series.low'), data: PROGRAMMES.map((p) => SALARIES[p].low) },
            {
              name: t('tablesCharts.series.median'),
              data: PROGRAMMES.map((p) => SALARIES[p].median),
            },
          ]}
          options={{
            colors: [c.info, c.primary],
            plotOptions: { bar: { columnWidth: '55%', borderRadius: 4 } },
            dataLabels: { enabled: false },
            xaxis: { categories: programmes },
            yaxis: { labels: { formatter: (v) => money(v) } },
            legend: { position: 'top', horizontalAlign: 'left' },
          }}
        />
      </ChartCard>
      <ChartCard texts={bar}>
        <Chart
          type="bar"
          height={300}
          label={bar.label}
          series={[
            {
              name: t('tablesCharts.series.placement'),
              data: PROGRAMMES.map((p) => PLACEMENT_RATE[p]),
            },
          ]}
          options={{
            colors: [c.success],
            plotOptions: { bar: { horizontal: true, barHeight: '55%', borderRadius: 4 } },
            dataLabels: { enabled: true, formatter: (v) => `${String(v)}%` },
            xaxis: { categories: programmes, max: 100 },
          }}
        />
      </ChartCard>
      <ChartCard texts={scatter}>
        <Chart
          type="scatter"
          height={300}
          label={scatter.label}
          series={[{ name: t('tablesCharts.series.graduates'), data: EXPERIENCE_VS_SALARY }]}
          options={{
            colors: [c.warning],
            chart: { zoom: { enabled: true, type: 'xy' } },
            markers: { size: 6 },
            xaxis: {
              type: 'numeric',
              tickAmount: 6,
              title: { text: t('tablesCharts.axes.monthsExperience') },
            },
            yaxis: { labels: { formatter: (v) => money(v) } },
          }}
        />
      </ChartCard>
      <ChartCard texts={heat}>
        <Chart
          type="heatmap"
          height={300}
          label={heat.label}
          series={WEEKDAYS.map((d) => ({
            name: t(`tablesCharts.weekdays.${d}`),
            data: APPOINTMENTS[d].map((y, i) => ({
              x: t('tablesCharts.axes.week', { n: i + 1 }),
              y,
            })),
          })).reverse()}
          options={{
            colors: [c.primary],
            dataLabels: { enabled: false },
            plotOptions: { heatmap: { radius: 4, shadeIntensity: 0.6 } },
            stroke: { width: 1, colors: [c.border] },
          }}
        />
      </ChartCard>
      <ChartCard texts={donut}>
        <Chart
          type="donut"
          height={320}
          label={donut.label}
          series={SECTORS.map((k) => OFFERS_BY_SECTOR[k])}
          options={{
            labels: sectors,
            colors: [c.primary, c.success, c.info, c.warning, c.danger, c.secondary],
            legend: { position: 'bottom' },
            stroke: { width: 0 },
            plotOptions: {
              pie: {
                donut: {
                  labels: {
                    show: true,
                    total: { show: true, label: t('tablesCharts.series.offers'), color: c.text },
                    value: { color: c.text },
                  },
                },
              },
            },
          }}
        />
      </ChartCard>
      <ChartCard texts={radar}>
        <Chart
          type="radar"
          height={320}
          label={radar.label}
          series={[
            {
              name: t('tablesCharts.series.employers'),
              data: SKILLS.map((k) => SKILLS_GAP[k].employers),
            },
            {
              name: t('tablesCharts.series.students'),
              data: SKILLS.map((k) => SKILLS_GAP[k].students),
            },
          ]}
          options={{
            colors: [c.primary, c.info],
            labels: SKILLS.map((k) => t(`tablesCharts.skills.${k}`)),
            fill: { opacity: 0.2 },
            markers: { size: 3 },
            plotOptions: {
              radar: {
                size: 115,
                polygons: { strokeColors: c.border, connectorColors: c.border },
              },
            },
            legend: { position: 'bottom' },
            yaxis: { show: false },
          }}
        />
      </ChartCard>
      <ChartCard texts={radial}>
        <Chart
          type="radialBar"
          height={320}
          label={radial.label}
          series={(['computing', 'mechanical', 'economics', 'design'] as const).map(
            (p) => PLACEMENT_RATE[p],
          )}
          options={{
            labels: (['computing', 'mechanical', 'economics', 'design'] as const).map((p) =>
              t(`tablesCharts.programmes.${p}`),
            ),
            colors: [c.primary, c.success, c.warning, c.info],
            legend: { show: true, position: 'bottom' },
            plotOptions: {
              radialBar: {
                hollow: { size: '30%' },
                track: { background: c.border },
                dataLabels: {
                  name: { color: c.text },
                  value: { color: c.text },
                  total: {
                    show: true,
                    label: t('tablesCharts.series.average'),
                    color: c.text,
                    formatter: () => '85%',
                  },
                },
              },
            },
          }}
        />
      </ChartCard>
      <ChartCard texts={candle} xl={12}>
        <Chart
          type="candlestick"
          height={320}
          label={candle.label}
          series={[
            {
              name: t('tablesCharts.series.offers'),
              data: weekStarts(WEEKLY_OFFERS.length).map((x, i) => ({
                x,
                y: WEEKLY_OFFERS[i] ?? [],
              })),
            },
          ]}
          options={{
            xaxis: { type: 'datetime', labels: { datetimeUTC: true } },
            yaxis: { labels: { formatter: (v) => money(v * 1000) } },
            plotOptions: { candlestick: { colors: { upward: c.success, downward: c.danger } } },
          }}
        />
      </ChartCard>
    </ChartPage>
  );
}
