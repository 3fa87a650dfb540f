import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  Scatter,
  ScatterChart,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import { EXPERIENCE_VS_SALARY } from './chart-data.ts';
import { RechartsCard, useRechartsKit } from './recharts-kit.tsx';

/** The Recharts page's skills radar, experience scatter and offer-rate composed chart. */
export function MoreRecharts() {
  const { t, c, compact, axis, grid, tooltip, legend, byMonth, bySkill, n, line, bar, filled } =
    useRechartsKit();
  return (
    <>
      <RechartsCard chart="skillsRadar">
        <RadarChart data={bySkill} outerRadius="70%">
          <PolarGrid stroke={c.border} />
          <PolarAngleAxis dataKey="skill" tick={{ fill: c.text, fontSize: 12 }} />
          <PolarRadiusAxis tick={false} axisLine={false} domain={[0, 100]} />
          {tooltip}
          {legend}
          <Radar {...filled('employers', c.primary, 0.25)} />
          <Radar {...filled('students', c.info, 0.25)} />
        </RadarChart>
      </RechartsCard>
      <RechartsCard chart="experienceScatter">
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
      </RechartsCard>
      <RechartsCard chart="offerRateComposed" xl={12}>
        <ComposedChart data={byMonth} margin={{ top: 10, right: 10, left: 0, bottom: 0 }}>
          {grid}
          <XAxis dataKey="month" {...axis} />
          <YAxis yAxisId="count" {...axis} width={44} />
          <YAxis yAxisId="rate" orientation="right" {...axis} unit="%" width={44} />
          {tooltip}
          {legend}
          <Bar
            yAxisId="count"
            {...bar('applications', c.primary)}
            fillOpacity={0.75}
            barSize={22}
          />
          <Area yAxisId="count" type="monotone" {...filled('offers', c.success, 0.2)} />
          <Line yAxisId="rate" type="monotone" {...line('rate', c.danger)} dot={{ r: 3 }} />
        </ComposedChart>
      </RechartsCard>
    </>
  );
}
