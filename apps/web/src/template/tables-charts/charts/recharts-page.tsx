import Row from 'react-bootstrap/Row';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { ChartCard } from './chart-card.tsx';
import { Figure, useRechartsKit } from './recharts-kit.tsx';
import { MoreRecharts } from './recharts-more.tsx';
import '../tables-charts.scss';

export function RechartsPage() {
  const meta = useRouteMeta();
  const {
    t,
    c,
    compact,
    money,
    card,
    axis,
    grid,
    tooltip,
    legend,
    palette,
    byMonth,
    byProgramme,
    bySector,
    n,
  } = useRechartsKit();
  const line = card('applicationsLine');
  const area = card('funnelArea');
  const bar = card('salaryColumn');
  const pie = card('offersDonut');

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
        <MoreRecharts />
      </Row>
    </>
  );
}
