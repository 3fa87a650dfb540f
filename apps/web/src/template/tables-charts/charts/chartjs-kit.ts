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
import type { ThemeColors } from '../../../core/theme/theme-colors.ts';
import { useChartKit } from './chart-kit.ts';
import type { ChartTexts } from './chart-texts.ts';

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

/** What every Chart.js card of the page shares: the chart kit, and Chart.js's base options. */
export function useChartjsKit() {
  const kit = useChartKit();
  const { t, c } = kit;
  const base = cartesian(c);
  /** A scale of the cartesian base with its title (`tablesCharts.axes.<key>`). */
  const titled = (axis: 'x' | 'y', key: string) => ({
    ...base.scales?.[axis],
    title: { display: true, text: t(`tablesCharts.axes.${key}`), color: c.muted },
  });
  return {
    ...kit,
    /** A chart's accessible name: its title and the summary of what it shows. */
    a11y: (x: ChartTexts) => ({ role: 'img', 'aria-label': x.label }),
    /** Scales whose axes are titled by their keys under `tablesCharts.axes`. */
    axes: (x: string, y: string) => ({ x: titled('x', x), y: titled('y', y) }),
    /** A dataset: its series' name (`tablesCharts.series.<key>`), its values and its look. */
    series: <D, S extends object>(key: string, data: D, look: S) => ({
      label: t(`tablesCharts.series.${key}`),
      data,
      ...look,
    }),
    base,
    round: radial(c),
    noLegend: { ...base, plugins: { ...base.plugins, legend: { display: false } } },
  };
}
