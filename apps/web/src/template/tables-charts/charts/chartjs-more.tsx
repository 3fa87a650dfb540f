import type { ChartOptions } from 'chart.js';
import { Bubble, Doughnut, PolarArea, Radar, Scatter } from 'react-chartjs-2';
import { ChartCard } from './chart-card.tsx';
import {
  EXPERIENCE_VS_SALARY,
  OFFERS_SERIES,
  SECTOR_BUBBLES,
  SECTORS,
  skillsSeries,
} from './chart-data.ts';
import { useChartjsKit } from './chartjs-kit.ts';
import { withAlpha } from './colors.ts';

/** The radial cards of the Chart.js page: skills radar, offers polar area and doughnut. */
export function RadialCharts() {
  const { c, sectors, skills, palette, card, a11y, round, series } = useChartjsKit();
  const skillLook = (color: string) => ({
    borderColor: color,
    backgroundColor: withAlpha(color, 0.2),
    pointBackgroundColor: color,
  });
  const radar = card('skillsRadar');
  const polar = card('offersPolar');
  const donut = card('offersDonut');
  return (
    <>
      <ChartCard texts={radar}>
        <Radar
          {...a11y(radar)}
          options={round as ChartOptions<'radar'>}
          data={{
            labels: skills,
            datasets: [
              series('employers', skillsSeries('employers'), skillLook(c.primary)),
              series('students', skillsSeries('students'), skillLook(c.info)),
            ],
          }}
        />
      </ChartCard>
      <ChartCard texts={polar}>
        <PolarArea
          {...a11y(polar)}
          options={{
            ...(round as ChartOptions<'polarArea'>),
            scales: { r: { ...round.scales?.r, pointLabels: { display: false } } },
          }}
          data={{
            labels: sectors,
            datasets: [
              series('offers', OFFERS_SERIES, {
                backgroundColor: palette.map((p) => withAlpha(p, 0.7)),
                borderWidth: 0,
              }),
            ],
          }}
        />
      </ChartCard>
      <ChartCard texts={donut}>
        <Doughnut
          {...a11y(donut)}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            cutout: '65%',
            plugins: { legend: { position: 'bottom', labels: { color: c.text, boxWidth: 12 } } },
          }}
          data={{
            labels: sectors,
            datasets: [
              series('offers', OFFERS_SERIES, { backgroundColor: palette, borderWidth: 0 }),
            ],
          }}
        />
      </ChartCard>
    </>
  );
}

/** The point cards of the Chart.js page: sectors as bubbles, experience against salary. */
export function PointCharts() {
  const { t, c, palette, card, a11y, base, noLegend, axes, series } = useChartjsKit();
  const bubble = card('sectorBubble');
  const scatter = card('experienceScatter');
  return (
    <>
      <ChartCard texts={bubble}>
        <Bubble
          {...a11y(bubble)}
          options={{
            ...(base as ChartOptions<'bubble'>),
            scales: axes('vacancies', 'salaryK'),
          }}
          data={{
            datasets: SECTORS.map((k, i) => ({
              label: t(`tablesCharts.sectors.${k}`),
              data: [
                {
                  x: SECTOR_BUBBLES[k].vacancies,
                  y: SECTOR_BUBBLES[k].salary,
                  r: SECTOR_BUBBLES[k].employers,
                },
              ],
              backgroundColor: withAlpha(palette[i] ?? c.primary, 0.6),
              borderColor: palette[i] ?? c.primary,
            })),
          }}
        />
      </ChartCard>
      <ChartCard texts={scatter}>
        <Scatter
          {...a11y(scatter)}
          options={{
            ...(noLegend as ChartOptions<'scatter'>),
            scales: axes('monthsExperience', 'salary'),
          }}
          data={{
            datasets: [
              series('graduates', EXPERIENCE_VS_SALARY, {
                backgroundColor: c.warning,
                pointRadius: 5,
              }),
            ],
          }}
        />
      </ChartCard>
    </>
  );
}
