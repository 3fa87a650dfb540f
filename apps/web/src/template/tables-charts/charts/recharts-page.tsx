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
import { ChartPage } from './chart-card.tsx';
import { RechartsCard, useRechartsKit } from './recharts-kit.tsx';
import { MoreRecharts } from './recharts-more.tsx';

export function RechartsPage() {
  const {
    c,
    compact,
    money,
    axis,
    grid,
    tooltip,
    legend,
    palette,
    byMonth,
    byProgramme,
    bySector,
    line,
    bar,
    filled,
  } = useRechartsKit();

  return (
    <ChartPage>
      <RechartsCard chart="applicationsLine">
        <LineChart data={byMonth} margin={{ top: 10, right: 10, left: 0, bottom: 0 }}>
          {grid}
          <XAxis dataKey="month" {...axis} />
          <YAxis {...axis} width={44} />
          {tooltip}
          {legend}
          <Line type="monotone" {...line('applications', c.primary)} dot={false} />
          <Line type="monotone" {...line('interviews', c.warning)} dot={false} />
        </LineChart>
      </RechartsCard>
      <RechartsCard chart="funnelArea">
        <AreaChart data={byMonth} margin={{ top: 10, right: 10, left: 0, bottom: 0 }}>
          {grid}
          <XAxis dataKey="month" {...axis} />
          <YAxis {...axis} width={44} />
          {tooltip}
          {legend}
          <Area type="monotone" {...filled('interviews', c.info, 0.25)} />
          <Area type="monotone" {...filled('offers', c.success, 0.35)} />
        </AreaChart>
      </RechartsCard>
      <RechartsCard chart="salaryColumn">
        <BarChart data={byProgramme} margin={{ top: 10, right: 10, left: 10, bottom: 0 }}>
          {grid}
          <XAxis dataKey="name" {...axis} interval={0} angle={-20} textAnchor="end" height={60} />
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
          <Bar {...bar('low', c.info)} />
          <Bar {...bar('median', c.primary)} />
          <Bar {...bar('high', c.success)} />
        </BarChart>
      </RechartsCard>
      <RechartsCard chart="offersDonut">
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
      </RechartsCard>
      <MoreRecharts />
    </ChartPage>
  );
}
