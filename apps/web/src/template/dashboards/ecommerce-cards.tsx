import { useState } from 'react';
import { CardFigure, CardShell } from './card-shell.tsx';
import { Chart } from '../../core/charts/chart.tsx';
import { useDashboardCard } from './use-ranged-card.tsx';
import { LabelledSelect } from '../../core/ui/labelled-select.tsx';
import { dateTimeFormat } from '../../core/format/date.ts';

const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

function monthNames(language: string, count: number): string[] {
  const f = dateTimeFormat(language, { month: 'short' });
  return MONTHS.slice(0, count).map((m) => f.format(new Date(2025, m, 1)));
}

export function RevenueReportCard() {
  const { t, i18n, colors, card, title, shell } = useDashboardCard(
    'revenue-report',
    'dashboards.revenueReport.title',
  );
  const [year, setYear] = useState('');
  const selected = year || card?.years[0] || '';
  return (
    <CardShell
      {...shell}
      actions={
        card && (
          <LabelledSelect
            id="revenue-year"
            label={t('dashboards.revenueReport.year')}
            labelClassName="visually-hidden"
            className="form-select form-select-sm w-auto"
            value={selected}
            onChange={(e) => setYear(e.target.value)}
            options={card.years.map((y) => ({ value: y, label: y }))}
          />
        )
      }
    >
      {card && (
        <div className="row g-3">
          <div className="col-12 col-lg-8">
            <Chart
              type="bar"
              height={260}
              label={`${title} ${selected}`}
              series={card.earning.map((s, i) => ({
                name: t(
                  i === 0 ? 'dashboards.revenueReport.earning' : 'dashboards.revenueReport.expense',
                ),
                data: s.data,
              }))}
              options={{
                chart: { stacked: true },
                colors: [colors.primary, colors.warning],
                plotOptions: { bar: { columnWidth: '25%', borderRadius: 4 } },
                dataLabels: { enabled: false },
                legend: {
                  show: true,
                  position: 'top',
                  horizontalAlign: 'left',
                  labels: { colors: colors.text },
                },
                xaxis: {
                  categories: monthNames(i18n.language, 9),
                  axisBorder: { show: false },
                  axisTicks: { show: false },
                },
                yaxis: { labels: { style: { colors: colors.muted } } },
              }}
            />
          </div>
          <div className="col-12 col-lg-4 text-center">
            <p className="h3 fw-bold mb-1">${card.price}</p>
            <p className="mb-2">
              {t('dashboards.revenueReport.budget')}: ${card.budget}
            </p>
            <Chart
              type="line"
              height={90}
              label={t('dashboards.revenueReport.budget')}
              series={card.budgetSeries.map((s, i) => ({
                name: t(
                  i === 0 ? 'dashboards.revenueReport.budget' : 'dashboards.revenueReport.forecast',
                ),
                data: s.data,
              }))}
              options={{
                chart: { sparkline: { enabled: true } },
                colors: [colors.primary, colors.muted],
                stroke: { curve: 'smooth', dashArray: [0, 5], width: [2, 2] },
                tooltip: { enabled: false },
              }}
            />
          </div>
        </div>
      )}
    </CardShell>
  );
}

export function GoalOverviewCard() {
  const { t, colors, card, title, shell } = useDashboardCard(
    'goal-overview',
    'dashboards.goal.title',
  );
  return (
    <CardShell {...shell}>
      {card && (
        <>
          <Chart
            type="radialBar"
            height={240}
            label={`${title}: ${card.series[0] ?? 0}%`}
            series={card.series}
            options={{
              labels: [t('dashboards.goal.reached')],
              colors: [colors.success],
              plotOptions: {
                radialBar: {
                  startAngle: -150,
                  endAngle: 150,
                  hollow: { size: '70%' },
                  track: { background: colors.border, strokeWidth: '50%' },
                  dataLabels: {
                    name: { show: false },
                    value: { fontSize: '2.2rem', color: colors.text, offsetY: 10 },
                  },
                },
              },
              stroke: { lineCap: 'round' },
            }}
          />
          <dl className="row text-center border-top pt-3 mb-0 mx-0">
            <CardFigure className="col-6 border-end" label={t('dashboards.goal.completed')}>
              {card.completed}
            </CardFigure>
            <CardFigure className="col-6" label={t('dashboards.goal.inProgress')}>
              {card.inProgress}
            </CardFigure>
          </dl>
        </>
      )}
    </CardShell>
  );
}

export function RevenueCard() {
  const { t, colors, card, title, shell } = useDashboardCard('revenue', 'dashboards.revenue.title');
  return (
    <CardShell {...shell}>
      {card && (
        <>
          <dl className="d-flex gap-4 mb-2">
            <CardFigure
              label={t('dashboards.revenue.thisMonth')}
              valueClassName="h4 fw-bold mb-0 text-primary"
            >
              ${card.thisMonth}
            </CardFigure>
            <CardFigure label={t('dashboards.revenue.lastMonth')} valueClassName="h4 fw-bold mb-0">
              ${card.lastMonth}
            </CardFigure>
          </dl>
          <Chart
            type="line"
            height={240}
            label={title}
            series={card.series.map((s, i) => ({
              name: t(i === 0 ? 'dashboards.revenue.thisMonth' : 'dashboards.revenue.lastMonth'),
              data: s.data,
            }))}
            options={{
              colors: [colors.primary, colors.muted],
              stroke: { curve: 'smooth', width: [4, 3], dashArray: [0, 8] },
              legend: { show: false },
              xaxis: {
                categories: ['01', '05', '09', '13', '17', '21', '26', '31'],
                axisBorder: { show: false },
                axisTicks: { show: false },
              },
              yaxis: { labels: { formatter: (v: number) => `${Math.round(v / 1000)}k` } },
            }}
          />
        </>
      )}
    </CardShell>
  );
}
