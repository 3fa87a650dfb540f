import type { ReactNode } from 'react';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { useThemeColors } from '../../../core/theme/theme-colors.ts';
import { ChartCard } from './chart-card.tsx';
import {
  academicMonths,
  APPLICATIONS_PER_MONTH,
  EXPERIENCE_VS_SALARY,
  OFFERS_BY_SECTOR,
  PLACEMENT_RATE,
  PROGRAMMES,
  SALARIES,
  SECTORS,
  SKILLS,
  SKILLS_GAP,
} from './chart-data.ts';
import '../tables-charts.scss';

const HEIGHT = 300;

/** Names the chart for assistive technology; keyboard use of the chart inside still works. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="figure" aria-label={label} className="recharts-box">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function RechartsPage() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const c = useThemeColors();
  const lng = i18n.language;
  const months = academicMonths(lng);
  const compact = new Intl.NumberFormat(lng, { notation: 'compact', maximumFractionDigits: 1 });
  const money = (v: number) =>
    new Intl.NumberFormat(lng, {
      style: 'currency',
      currency: 'GBP',
      maximumFractionDigits: 0,
    }).format(v);
  const s = (key: string) => {
    const title = t(`tablesCharts.charts.${key}.title`);
    const summary = t(`tablesCharts.charts.${key}.summary`);
    return { title, summary, label: `${title}: ${summary}` };
  };
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
  const palette = [c.primary, c.success, c.info, c.warning, c.danger, c.secondary];

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
  const byProgramme = PROGRAMMES.map((p) => ({
    name: t(`tablesCharts.programmes.${p}`),
    low: SALARIES[p].low,
    median: SALARIES[p].median,
    high: SALARIES[p].high,
    placement: PLACEMENT_RATE[p],
  }));
  const bySector = SECTORS.map((k) => ({
    name: t(`tablesCharts.sectors.${k}`),
    value: OFFERS_BY_SECTOR[k],
  }));
  const bySkill = SKILLS.map((k) => ({ skill: t(`tablesCharts.skills.${k}`), ...SKILLS_GAP[k] }));
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

  const line = s('applicationsLine');
  const area = s('funnelArea');
  const bar = s('salaryColumn');
  const pie = s('offersDonut');
  const radar = s('skillsRadar');
  const scatter = s('experienceScatter');
  const composed = s('offerRateComposed');

  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <Row className="g-4">
        <ChartCard title={line.title} summary={line.summary}>
          <Figure label={line.label}>
            <LineChart data={byMonth} margin={{ top: 10, right: 10, left: 0, bottom: 0 }}>
              {grid}
              <XAxis dataKey="month" {...axis} />
              <YAxis {...axis} width={44} />
              {tooltip}
              {legend}
              <Line
                type="monotone"
                dataKey="applications"
                name={n.applications}
                stroke={c.primary}
                strokeWidth={3}
                dot={false}
              />
              <Line
                type="monotone"
                dataKey="interviews"
                name={n.interviews}
                stroke={c.warning}
                strokeWidth={3}
                dot={false}
              />
            </LineChart>
          </Figure>
        </ChartCard>
        <ChartCard title={area.title} summary={area.summary}>
          <Figure label={area.label}>
            <AreaChart data={byMonth} margin={{ top: 10, right: 10, left: 0, bottom: 0 }}>
              {grid}
              <XAxis dataKey="month" {...axis} />
              <YAxis {...axis} width={44} />
              {tooltip}
              {legend}
              <Area
                type="monotone"
                dataKey="interviews"
                name={n.interviews}
                stroke={c.info}
                fill={c.info}
                fillOpacity={0.25}
              />
              <Area
                type="monotone"
                dataKey="offers"
                name={n.offers}
                stroke={c.success}
                fill={c.success}
                fillOpacity={0.35}
              />
            </AreaChart>
          </Figure>
        </ChartCard>
        <ChartCard title={bar.title} summary={bar.summary}>
          <Figure label={bar.label}>
            <BarChart data={byProgramme} margin={{ top: 10, right: 10, left: 10, bottom: 0 }}>
              {grid}
              <XAxis
                dataKey="name"
                {...axis}
                interval={0}
                angle={-20}
                textAnchor="end"
                height={60}
              />
              <YAxis {...axis} tickFormatter={(v: number) => compact.format(v)} width={48} />
              <Tooltip
                formatter={(v) => money(Number(v))}
                contentStyle={{
                  background: 'var(--bs-body-bg)',
                  border: '1px solid var(--bs-border-color)',
                  color: 'var(--bs-body-color)',
                }}
                cursor={{ fill: 'var(--bs-tertiary-bg)' }}
              />
              {legend}
              <Bar dataKey="low" name={n.low} fill={c.info} radius={[4, 4, 0, 0]} />
              <Bar dataKey="median" name={n.median} fill={c.primary} radius={[4, 4, 0, 0]} />
              <Bar dataKey="high" name={n.high} fill={c.success} radius={[4, 4, 0, 0]} />
            </BarChart>
          </Figure>
        </ChartCard>
        <ChartCard title={pie.title} summary={pie.summary}>
          <Figure label={pie.label}>
            <PieChart>
              {tooltip}
              {legend}
              <Pie
                data={bySector}
                dataKey="value"
                nameKey="name"
                innerRadius="50%"
                outerRadius="80%"
                paddingAngle={2}
                stroke="none"
              >
                {bySector.map((entry, i) => (
                  <Cell key={entry.name} fill={palette[i % palette.length]} />
                ))}
              </Pie>
            </PieChart>
          </Figure>
        </ChartCard>
        <ChartCard title={radar.title} summary={radar.summary}>
          <Figure label={radar.label}>
            <RadarChart data={bySkill} outerRadius="70%">
              <PolarGrid stroke={c.border} />
              <PolarAngleAxis dataKey="skill" tick={{ fill: c.text, fontSize: 12 }} />
              <PolarRadiusAxis tick={false} axisLine={false} domain={[0, 100]} />
              {tooltip}
              {legend}
              <Radar
                dataKey="employers"
                name={n.employers}
                stroke={c.primary}
                fill={c.primary}
                fillOpacity={0.25}
              />
              <Radar
                dataKey="students"
                name={n.students}
                stroke={c.info}
                fill={c.info}
                fillOpacity={0.25}
              />
            </RadarChart>
          </Figure>
        </ChartCard>
        <ChartCard title={scatter.title} summary={scatter.summary}>
          <Figure label={scatter.label}>
            <ScatterChart margin={{ top: 10, right: 10, left: 10, bottom: 10 }}>
              <CartesianGrid stroke={c.border} strokeDasharray="3 3" />
              <XAxis
                type="number"
                dataKey="x"
                name={t('tablesCharts.axes.monthsExperience')}
                {...axis}
              />
              <YAxis
                type="number"
                dataKey="y"
                name={t('tablesCharts.axes.salary')}
                {...axis}
                tickFormatter={(v: number) => compact.format(v)}
                width={48}
                domain={['dataMin - 2000', 'dataMax + 2000']}
              />
              <ZAxis range={[60, 60]} />
              {tooltip}
              <Scatter name={n.graduates} data={EXPERIENCE_VS_SALARY} fill={c.warning} />
            </ScatterChart>
          </Figure>
        </ChartCard>
        <ChartCard title={composed.title} summary={composed.summary} xl={12}>
          <Figure label={composed.label}>
            <ComposedChart data={byMonth} margin={{ top: 10, right: 10, left: 0, bottom: 0 }}>
              {grid}
              <XAxis dataKey="month" {...axis} />
              <YAxis yAxisId="count" {...axis} width={44} />
              <YAxis yAxisId="rate" orientation="right" {...axis} unit="%" width={44} />
              {tooltip}
              {legend}
              <Bar
                yAxisId="count"
                dataKey="applications"
                name={n.applications}
                fill={c.primary}
                fillOpacity={0.75}
                radius={[4, 4, 0, 0]}
                barSize={22}
              />
              <Area
                yAxisId="count"
                type="monotone"
                dataKey="offers"
                name={n.offers}
                stroke={c.success}
                fill={c.success}
                fillOpacity={0.2}
              />
              <Line
                yAxisId="rate"
                type="monotone"
                dataKey="rate"
                name={n.rate}
                stroke={c.danger}
                strokeWidth={3}
                dot={{ r: 3 }}
              />
            </ComposedChart>
          </Figure>
        </ChartCard>
      </Row>
    </>
  );
}
