import type { ApexOptions } from 'apexcharts';
import { Chart, type ChartType } from '../../../core/charts/chart.tsx';
import { ChartCard, ChartPage } from './chart-card.tsx';
import {
  APPLICATIONS_PER_MONTH,
  APPOINTMENTS,
  EXPERIENCE_VS_SALARY,
  OFFERS_SERIES,
  PLACEMENT_RATE,
  PLACEMENT_SERIES,
  salarySeries,
  skillsSeries,
  weekStarts,
  WEEKDAYS,
  WEEKLY_OFFERS,
} from './chart-data.ts';
import { useChartKit } from './chart-kit.ts';

/** One chart of the page: its texts' key, its type and what ApexCharts draws. */
interface ApexCardSpec {
  key: string;
  /** A sentence added to the summary. */
  more?: string;
  type: ChartType;
  height?: number;
  /** Columns at xl width (12 for a full row). */
  xl?: number;
  series: ApexOptions['series'];
  options: ApexOptions;
}

const RADIAL_PROGRAMMES = ['computing', 'mechanical', 'economics', 'design'] as const;

export function ApexChartsPage() {
  const { t, c, card, months, programmes, sectors, skills, palette, money } = useChartKit();
  // A series named by its key under tablesCharts.series.
  const named = <D,>(key: string, data: D) => ({ name: t(`tablesCharts.series.${key}`), data });
  const topLegend = { position: 'top', horizontalAlign: 'left' } as const;
  const moneyAxis = { labels: { formatter: (v: number) => money(v) } };

  const cards: ApexCardSpec[] = [
    {
      key: 'applicationsLine',
      more: t('tablesCharts.charts.zoomHint'),
      type: 'line',
      height: 320,
      xl: 12,
      series: [named('applications', APPLICATIONS_PER_MONTH.applications)],
      options: {
        chart: {
          zoom: { enabled: true, type: 'x' },
          toolbar: { show: true, tools: { download: false } },
        },
        colors: [c.primary],
        stroke: { curve: 'smooth', width: 3 },
        markers: { size: 4, strokeWidth: 0 },
        xaxis: { categories: months },
      },
    },
    {
      key: 'funnelArea',
      type: 'area',
      series: [
        named('interviews', APPLICATIONS_PER_MONTH.interviews),
        named('offers', APPLICATIONS_PER_MONTH.offers),
      ],
      options: {
        colors: [c.info, c.success],
        dataLabels: { enabled: false },
        stroke: { curve: 'smooth', width: 2 },
        fill: { type: 'gradient', gradient: { opacityFrom: 0.5, opacityTo: 0.05 } },
        xaxis: { categories: months },
        legend: topLegend,
      },
    },
    {
      key: 'salaryColumn',
      type: 'bar',
      series: (['low', 'median'] as const).map((k) => named(k, salarySeries(k))),
      options: {
        colors: [c.info, c.primary],
        plotOptions: { bar: { columnWidth: '55%', borderRadius: 4 } },
        dataLabels: { enabled: false },
        xaxis: { categories: programmes },
        yaxis: moneyAxis,
        legend: topLegend,
      },
    },
    {
      key: 'placementBar',
      type: 'bar',
      series: [named('placement', PLACEMENT_SERIES)],
      options: {
        colors: [c.success],
        plotOptions: { bar: { horizontal: true, barHeight: '55%', borderRadius: 4 } },
        dataLabels: { enabled: true, formatter: (v) => `${String(v)}%` },
        xaxis: { categories: programmes, max: 100 },
      },
    },
    {
      key: 'experienceScatter',
      type: 'scatter',
      series: [named('graduates', EXPERIENCE_VS_SALARY)],
      options: {
        colors: [c.warning],
        chart: { zoom: { enabled: true, type: 'xy' } },
        markers: { size: 6 },
        xaxis: {
          type: 'numeric',
          tickAmount: 6,
          title: { text: t('tablesCharts.axes.monthsExperience') },
        },
        yaxis: moneyAxis,
      },
    },
    {
      key: 'appointmentsHeatmap',
      type: 'heatmap',
      series: WEEKDAYS.map((d) => ({
        name: t(`tablesCharts.weekdays.${d}`),
        data: APPOINTMENTS[d].map((y, i) => ({ x: t('tablesCharts.axes.week', { n: i + 1 }), y })),
      })).reverse(),
      options: {
        colors: [c.primary],
        dataLabels: { enabled: false },
        plotOptions: { heatmap: { radius: 4, shadeIntensity: 0.6 } },
        stroke: { width: 1, colors: [c.border] },
      },
    },
    {
      key: 'offersDonut',
      type: 'donut',
      height: 320,
      series: OFFERS_SERIES,
      options: {
        labels: sectors,
        colors: palette,
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
      },
    },
    {
      key: 'skillsRadar',
      type: 'radar',
      height: 320,
      series: (['employers', 'students'] as const).map((k) => named(k, skillsSeries(k))),
      options: {
        colors: [c.primary, c.info],
        labels: skills,
        fill: { opacity: 0.2 },
        markers: { size: 3 },
        plotOptions: {
          radar: { size: 115, polygons: { strokeColors: c.border, connectorColors: c.border } },
        },
        legend: { position: 'bottom' },
        yaxis: { show: false },
      },
    },
    {
      key: 'placementRadial',
      type: 'radialBar',
      height: 320,
      series: RADIAL_PROGRAMMES.map((p) => PLACEMENT_RATE[p]),
      options: {
        labels: RADIAL_PROGRAMMES.map((p) => t(`tablesCharts.programmes.${p}`)),
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
      },
    },
    {
      key: 'offersCandle',
      type: 'candlestick',
      height: 320,
      xl: 12,
      series: [
        named(
          'offers',
          weekStarts(WEEKLY_OFFERS.length).map((x, i) => ({ x, y: WEEKLY_OFFERS[i] ?? [] })),
        ),
      ],
      options: {
        xaxis: { type: 'datetime', labels: { datetimeUTC: true } },
        yaxis: { labels: { formatter: (v) => money(v * 1000) } },
        plotOptions: { candlestick: { colors: { upward: c.success, downward: c.danger } } },
      },
    },
  ];

  return (
    <ChartPage>
      {cards.map(({ key, more, type, height = 300, xl, series, options }) => {
        const texts = card(key, more);
        return (
          <ChartCard key={key} texts={texts} xl={xl}>
            <Chart
              type={type}
              height={height}
              label={texts.label}
              series={series}
              options={options}
            />
          </ChartCard>
        );
      })}
    </ChartPage>
  );
}
