import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Bar, Bubble, Doughnut, Line, PolarArea, Radar, Scatter } from 'react-chartjs-2';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { selectLayout } from '../../../core/theme/layout.slice.ts';
import { useThemeColors, type ThemeColors } from '../../../core/theme/theme-colors.ts';
import { ChartCard } from './chart-card.tsx';
import {
  academicMonths,
  APPLICATIONS_PER_MONTH,
  EXPERIENCE_VS_SALARY,
  OFFERS_BY_SECTOR,
  PLACEMENT_RATE,
  PROGRAMMES,
  SALARIES,
  SECTOR_BUBBLES,
  SECTORS,
  SKILLS,
  SKILLS_GAP,
} from './chart-data.ts';
import { withAlpha } from './colors.ts';
import '../tables-charts.scss';

// Only the pieces these charts use (the typed components register their own controllers).
ChartJS.register(
  ArcElement,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
);

function cartesian(c: ThemeColors): ChartOptions<'bar' | 'line' | 'scatter' | 'bubble'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { position: 'top', align: 'start', labels: { color: c.text, boxWidth: 12 } },
    },
    scales: {
      x: { ticks: { color: c.muted }, grid: { color: c.border }, border: { color: c.border } },
      y: { ticks: { color: c.muted }, grid: { color: c.border }, border: { color: c.border } },
    },
  };
}

function radial(c: ThemeColors): ChartOptions<'radar' | 'polarArea'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    plugins: { legend: { position: 'bottom', labels: { color: c.text, boxWidth: 12 } } },
    scales: {
      r: {
        ticks: { color: c.muted, backdropColor: 'transparent' },
        grid: { color: c.border },
        angleLines: { color: c.border },
        pointLabels: { color: c.text },
      },
    },
  };
}

export function ChartjsPage() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const { skin } = useSelector(selectLayout);
  const c = useThemeColors();
  const lng = i18n.language;
  const months = academicMonths(lng);
  const programmes = PROGRAMMES.map((p) => t(`tablesCharts.programmes.${p}`));
  const sectors = SECTORS.map((k) => t(`tablesCharts.sectors.${k}`));
  const palette = [c.primary, c.success, c.info, c.warning, c.danger, c.secondary];
  const s = (key: string) => ({
    title: t(`tablesCharts.charts.${key}.title`),
    summary: t(`tablesCharts.charts.${key}.summary`),
  });
  const a11y = (x: { title: string; summary: string }) => ({
    role: 'img',
    'aria-label': `${x.title}: ${x.summary}`,
  });
  const base = cartesian(c);
  const round = radial(c);
  const noLegend = { ...base, plugins: { ...base.plugins, legend: { display: false } } };

  const bar = s('salaryColumn');
  const hbar = s('placementBar');
  const line = s('applicationsLine');
  const radar = s('skillsRadar');
  const polar = s('offersPolar');
  const donut = s('offersDonut');
  const bubble = s('sectorBubble');
  const scatter = s('experienceScatter');
  const area = s('funnelArea');

  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      {/* The key redraws every chart with the new skin's colours. */}
      <Row className="g-4 chartjs-charts" key={skin}>
        <ChartCard {...bar}>
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
        <ChartCard {...hbar}>
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
        <ChartCard {...line} xl={12}>
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
        <ChartCard {...radar}>
          <Radar
            {...a11y(radar)}
            options={round as ChartOptions<'radar'>}
            data={{
              labels: SKILLS.map((k) => t(`tablesCharts.skills.${k}`)),
              datasets: [
                {
                  label: t('tablesCharts.series.employers'),
                  data: SKILLS.map((k) => SKILLS_GAP[k].employers),
                  borderColor: c.primary,
                  backgroundColor: withAlpha(c.primary, 0.2),
                  pointBackgroundColor: c.primary,
                },
                {
                  label: t('tablesCharts.series.students'),
                  data: SKILLS.map((k) => SKILLS_GAP[k].students),
                  borderColor: c.info,
                  backgroundColor: withAlpha(c.info, 0.2),
                  pointBackgroundColor: c.info,
                },
              ],
            }}
          />
        </ChartCard>
        <ChartCard {...polar}>
          <PolarArea
            {...a11y(polar)}
            options={{
              ...(round as ChartOptions<'polarArea'>),
              scales: { r: { ...round.scales?.r, pointLabels: { display: false } } },
            }}
            data={{
              labels: sectors,
              datasets: [
                {
                  label: t('tablesCharts.series.offers'),
                  data: SECTORS.map((k) => OFFERS_BY_SECTOR[k]),
                  backgroundColor: palette.map((p) => withAlpha(p, 0.7)),
                  borderWidth: 0,
                },
              ],
            }}
          />
        </ChartCard>
        <ChartCard {...donut}>
          <Doughnut
            {...a11y(donut)}
            options={{
              responsive: true,
              maintainAspectRatio: false,
              cutout: '65%',
              plugins: { legend: { position: 'bottom', labels: { color: c.text, boxWidth: 12 } } },
            }}
            data={{
              labels: sectors,
              datasets: [
                {
                  label: t('tablesCharts.series.offers'),
                  data: SECTORS.map((k) => OFFERS_BY_SECTOR[k]),
                  backgroundColor: palette,
                  borderWidth: 0,
                },
              ],
            }}
          />
        </ChartCard>
        <ChartCard {...bubble}>
          <Bubble
            {...a11y(bubble)}
            options={{
              ...(base as ChartOptions<'bubble'>),
              scales: {
                x: {
                  ...base.scales?.x,
                  title: { display: true, text: t('tablesCharts.axes.vacancies'), color: c.muted },
                },
                y: {
                  ...base.scales?.y,
                  title: { display: true, text: t('tablesCharts.axes.salaryK'), color: c.muted },
                },
              },
            }}
            data={{
              datasets: SECTORS.map((k, i) => ({
                label: t(`tablesCharts.sectors.${k}`),
                data: [
                  {
                    x: SECTOR_BUBBLES[k].vacancies,
                    y: SECTOR_BUBBLES[k].salary,
                    r: SECTOR_BUBBLES[k].employers,
                  },
                ],
                backgroundColor: withAlpha(palette[i] ?? c.primary, 0.6),
                borderColor: palette[i] ?? c.primary,
              })),
            }}
          />
        </ChartCard>
        <ChartCard {...scatter}>
          <Scatter
            {...a11y(scatter)}
            options={{
              ...(noLegend as ChartOptions<'scatter'>),
              scales: {
                x: {
                  ...base.scales?.x,
                  title: {
                    display: true,
                    text: t('tablesCharts.axes.monthsExperience'),
                    color: c.muted,
                  },
                },
                y: {
                  ...base.scales?.y,
                  title: { display: true, text: t('tablesCharts.axes.salary'), color: c.muted },
                },
              },
            }}
            data={{
              datasets: [
                {
                  label: t('tablesCharts.series.graduates'),
                  data: EXPERIENCE_VS_SALARY,
                  backgroundColor: c.warning,
                  pointRadius: 5,
                },
              ],
            }}
          />
        </ChartCard>
        <ChartCard {...area}>
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
      </Row>
    </>
  );
}
