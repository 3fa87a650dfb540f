import type { ApexOptions } from 'apexcharts';
import type { ChartType } from './chart.tsx';
// The modular build: the bare chart class; each chart type and feature is added by chart.tsx.
import ReactApexChart from 'react-apexcharts/core';
import 'apexcharts/features/legend';

export interface ApexChartProps {
  type: ChartType;
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number | string;
  width: number | string;
}

/** The ApexCharts component of the modular build (loaded by core/charts/chart.tsx on first use). */
export function ApexChart(props: ApexChartProps) {
  return <ReactApexChart {...props} />;
}
