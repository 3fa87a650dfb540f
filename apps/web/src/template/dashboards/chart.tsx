import type { ApexOptions } from 'apexcharts';
import ReactApexChart from 'react-apexcharts';
import { useSelector } from 'react-redux';
import { selectLayout } from '../../core/theme/layout.slice.ts';

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

export interface ThemeColors {
  primary: string;
  success: string;
  warning: string;
  danger: string;
  info: string;
  secondary: string;
  text: string;
  muted: string;
  border: string;
}

const FALLBACK: ThemeColors = {
  primary: '#7367f0',
  success: '#28c76f',
  warning: '#ff9f43',
  danger: '#ea5455',
  info: '#00cfe8',
  secondary: '#82868b',
  text: '#5e5873',
  muted: '#b9b9c3',
  border: '#ebe9f1',
};

/** The skin's colours from Bootstrap's CSS variables, so charts follow light and dark. */
export function themeColors(): ThemeColors {
  if (typeof document === 'undefined') return FALLBACK;
  const style = getComputedStyle(document.body);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    primary: read('--bs-primary', FALLBACK.primary),
    success: read('--bs-success', FALLBACK.success),
    warning: read('--bs-warning', FALLBACK.warning),
    danger: read('--bs-danger', FALLBACK.danger),
    info: read('--bs-info', FALLBACK.info),
    secondary: read('--bs-secondary', FALLBACK.secondary),
    text: read('--bs-body-color', FALLBACK.text),
    muted: read('--bs-secondary-color', FALLBACK.muted),
    border: read('--bs-border-color', FALLBACK.border),
  };
}

export function useThemeColors(): ThemeColors {
  // Re-read when the skin changes.
  useSelector(selectLayout);
  return themeColors();
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
