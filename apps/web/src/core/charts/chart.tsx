import type { ApexOptions } from 'apexcharts';
import { lazy, Suspense, use } from 'react';
import { useSelector } from 'react-redux';
import { selectLayout } from '../theme/layout.slice.ts';
import { themeColors } from '../theme/theme-colors.ts';
import './chart.scss';

export type ChartType =
  | 'line'
  | 'area'
  | 'bar'
  | 'pie'
  | 'donut'
  | 'radialBar'
  | 'radar'
  | 'scatter'
  | 'heatmap'
  | 'candlestick';

// ApexCharts' modular build, by need: the chart class when a screen first shows a chart, and
// each chart type when a chart of that type is first shown (a dashboard loads the types its
// cards use, not the whole library). The card around a chart shows its figures meanwhile.
const ApexChart = lazy(() => import('./apex-chart.tsx').then((m) => ({ default: m.ApexChart })));

const TYPES: Record<ChartType, () => Promise<unknown>> = {
  line: () => import('apexcharts/line'),
  area: () => import('apexcharts/area'),
  bar: () => import('apexcharts/bar'),
  pie: () => import('apexcharts/pie'),
  donut: () => import('apexcharts/donut'),
  radialBar: () => import('apexcharts/radialBar'),
  radar: () => import('apexcharts/radar'),
  scatter: () => import('apexcharts/scatter'),
  heatmap: () => import('apexcharts/heatmap'),
  candlestick: () => import('apexcharts/candlestick'),
};
const typesLoaded = new Map<ChartType, Promise<unknown>>();

function loadType(type: ChartType): Promise<unknown> {
  let loading = typesLoaded.get(type);
  if (!loading) {
    loading = TYPES[type]().catch((error: unknown) => {
      typesLoaded.delete(type);
      throw error;
    });
    typesLoaded.set(type, loading);
  }
  return loading;
}

/** Renders once the chart's type has loaded (the class loads beside it). */
function TypedChart({ type, ...props }: Parameters<typeof ApexChart>[0] & { type: ChartType }) {
  use(loadType(type));
  return <ApexChart type={type} {...props} />;
}

interface ChartProps {
  type: ChartType;
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number | string;
  /** What the chart shows, for screen readers. */
  label: string;
  width?: number | string;
}

/** An ApexCharts chart with the skin's colours; announced as a figure with its label
 * (a figure, not an image: its legend and segments may be interactive). */
export function Chart({ type, series, options, height, label, width = '100%' }: ChartProps) {
  const { skin } = useSelector(selectLayout);
  const colors = themeColors();
  const merged: ApexOptions = {
    ...options,
    chart: {
      fontFamily: 'inherit',
      foreColor: colors.muted,
      background: 'transparent',
      toolbar: { show: false },
      ...options.chart,
    },
    theme: { mode: skin === 'dark' ? 'dark' : 'light' },
    grid: { borderColor: colors.border, ...options.grid },
    tooltip: { theme: skin === 'dark' ? 'dark' : 'light', ...options.tooltip },
  };
  return (
    <div
      role="figure"
      aria-label={label}
      className="dashboard-chart"
      style={{ minHeight: typeof height === 'number' ? height : undefined }}
    >
      <Suspense fallback={null}>
        <TypedChart
          key={skin}
          type={type}
          series={series}
          options={merged}
          height={height}
          width={width}
        />
      </Suspense>
    </div>
  );
}
