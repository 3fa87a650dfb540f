import type { StatsOverview } from '@careers/contracts';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectLayout } from '../../../core/theme/layout.slice.ts';
import { Chart } from '../../../core/charts/chart.tsx';
import { EmptyState } from '../../../core/ui/state-views.tsx';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { SERIES_COLOUR, STATUS_CHART_COLOURS } from '../shared/status-palette.ts';

/** Applications per day (area) and by status (donut), in the core chart (ApexCharts by need). */
export function DashboardCharts({ stats }: { stats: StatsOverview }) {
  const { formatDate, formatDayMonth } = useDateFormat();
  const { t } = useTranslation();
  const { skin, direction } = useSelector(selectLayout);
  const dark = skin === 'dark';
  const text = dark ? '#b6bee3' : '#6e6b7b';

  const perDay = useMemo<ApexOptions>(
    () => ({
      chart: { id: 'applications-per-day' },
      colors: [SERIES_COLOUR[dark ? 'dark' : 'light']],
      dataLabels: { enabled: false },
      stroke: { curve: 'monotoneCubic', width: 3 },
      fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
      grid: { padding: { left: 8, right: 8 } },
      xaxis: {
        type: 'datetime',
        labels: {
          style: { colors: text },
          datetimeUTC: false,
          // The card says "last 30 days": the axis needs no year, and a short label is never clipped.
          formatter: (value) => formatDayMonth(new Date(Number(value)).toISOString()),
        },
      },
      yaxis: {
        labels: { style: { colors: text }, formatter: (v) => String(Math.round(v)) },
        opposite: direction === 'rtl',
      },
      tooltip: {
        x: { formatter: (value) => formatDate(new Date(Number(value)).toISOString()) },
      },
    }),
    // The reader's language and the service's zone (in the formatters) change the date labels.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stats, dark, text, direction, formatDate, formatDayMonth],
  );

  const byStatus = stats.applicationsByStatus.filter((s) => s.count > 0);
  const donut = useMemo<ApexOptions>(
    () => ({
      chart: { id: 'applications-by-status' },
      labels: byStatus.map((s) => t(`careers.applicationStatus.${s.status}`)),
      colors: byStatus.map((s) => STATUS_CHART_COLOURS[dark ? 'dark' : 'light'][s.status]),
      legend: { position: 'bottom', labels: { colors: text } },
      dataLabels: { enabled: false },
      stroke: { width: 0 },
      plotOptions: {
        pie: {
          donut: {
            labels: {
              show: true,
              total: { show: true, label: t('careers.dashboard.applications'), color: text },
              value: { color: dark ? '#d0d2d6' : '#5e5873' },
            },
          },
        },
      },
    }),
    [byStatus, dark, text, t],
  );

  return (
    <Row className="g-4 mb-4">
      <Col lg={8}>
        <Card className="h-100">
          <Card.Body>
            <h2 className="h5 mb-1">{t('careers.dashboard.perDay')}</h2>
            <p className="small text-body-secondary">{t('careers.dashboard.last30')}</p>
            <Chart
              type="area"
              height={280}
              label={t('careers.dashboard.perDayAlt', {
                total: stats.applicationsPerDay.reduce((sum, d) => sum + d.count, 0),
              })}
              options={perDay}
              series={[
                {
                  name: t('careers.dashboard.applications'),
                  data: stats.applicationsPerDay.map((d) => ({
                    x: Date.parse(d.date),
                    y: d.count,
                  })),
                },
              ]}
            />
          </Card.Body>
        </Card>
      </Col>
      <Col lg={4}>
        <Card className="h-100">
          <Card.Body>
            <h2 className="h5 mb-3">{t('careers.dashboard.byStatus')}</h2>
            {byStatus.length === 0 ? (
              <EmptyState text={t('careers.dashboard.noApplicationsYet')} />
            ) : (
              <>
                <Chart
                  type="donut"
                  height={300}
                  label={t('careers.dashboard.byStatus')}
                  options={donut}
                  series={byStatus.map((s) => s.count)}
                />
                <ul className="visually-hidden">
                  {byStatus.map((s) => (
                    <li key={s.status}>
                      {t(`careers.applicationStatus.${s.status}`)}: {s.count}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
