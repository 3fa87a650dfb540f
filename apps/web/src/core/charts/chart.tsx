import type { ApexOptions } from 'apexcharts';
import ReactApexChart from 'react-apexcharts';
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

interface ChartProps {
  type: ChartType;
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number | string;
  /** What the chart shows, for screen readers. */
  label: string;
  width?: number | string;
}

/** An ApexCharts chart with the skin's colours; announced as one image with its label. */
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
    <div role="img" aria-label={label} className="dashboard-chart">
      <ReactApexChart
        key={skin}
        type={type}
        series={series}
        options={merged}
        height={height}
        width={width}
      />
    </div>
  );
}
