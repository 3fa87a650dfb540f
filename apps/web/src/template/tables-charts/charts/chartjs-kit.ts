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
import { useTranslation } from 'react-i18next';
import { useThemeColors, type ThemeColors } from '../../../core/theme/theme-colors.ts';
import { academicMonths, PROGRAMMES, SECTORS } from './chart-data.ts';
import { useChartTexts, type ChartTexts } from './chart-texts.ts';

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

/** What every Chart.js card of the page shares: texts, theme colours and base options. */
export function useChartjsKit() {
  const { t, i18n } = useTranslation();
  const c = useThemeColors();
  const lng = i18n.language;
  const card = useChartTexts();
  const base = cartesian(c);
  /** A scale of the cartesian base with its title (`tablesCharts.axes.<key>`). */
  const titled = (axis: 'x' | 'y', key: string) => ({
    ...base.scales?.[axis],
    title: { display: true, text: t(`tablesCharts.axes.${key}`), color: c.muted },
  });
  return {
    t,
    c,
    months: academicMonths(lng),
    programmes: PROGRAMMES.map((p) => t(`tablesCharts.programmes.${p}`)),
    sectors: SECTORS.map((k) => t(`tablesCharts.sectors.${k}`)),
    palette: [c.primary, c.success, c.info, c.warning, c.danger, c.secondary],
    card,
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
