import type { StatsOverview } from '@careers/contracts';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { selectLayout } from '../../../core/theme/layout.slice.ts';
import { Chart } from '../../../core/charts/chart.tsx';
import { EmptyState } from '../../../core/ui/state-views.tsx';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { SERIES_COLOUR, STATUS_CHART_COLOURS } from '../shared/status-palette.ts';

/** The applications list filtered to one status. */
export const statusLink = (status: string) => `/careers/applications?status=${status}`;

/** The applications list of one (UTC) day. */
export const dayLink = (date: string) => `/careers/applications?submittedOn=${date}`;

/** Applications per day (area) and by status (donut), in the core chart (ApexCharts by need). */
export function DashboardCharts({ stats }: { stats: StatsOverview }) {
  const { formatDate, formatDayMonth } = useDateFormat();
  const { t } = useTranslation();
  const { skin, direction } = useSelector(selectLayout);
  const navigate = useNavigate();
  const dark = skin === 'dark';
  const text = dark ? '#b6bee3' : '#6e6b7b';

  const perDay = useMemo<ApexOptions>(
    () => ({
      chart: {
        id: 'applications-per-day',
        // A day's point opens the applications submitted that day.
        events: {
          markerClick: (_event, _chart, config) => {
            const day = stats.applicationsPerDay[config?.dataPointIndex ?? -1];
            if (day) void navigate(dayLink(day.date));
          },
        },
      },
      markers: { size: 3, hover: { size: 6 } },
      colors: [SERIES_COLOUR[dark ? 'dark' : 'light']],
      dataLabels: { enabled: false },
      stroke: { curve: 'monotoneCubic', width: 3 },
      fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
      // Right to left, the y axis stands on the right and nothing on the left gives the first
      // day's label (centred on the axis's start) room: it needs its own.
      grid: { padding: { left: direction === 'rtl' ? 36 : 8, right: 8 } },
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
    [stats, dark, text, direction, formatDate, formatDayMonth, navigate],
  );

  const byStatus = stats.applicationsByStatus.filter((s) => s.count > 0);
  const donut = useMemo<ApexOptions>(
    () => ({
      chart: {
        id: 'applications-by-status',
        // A segment opens the applications of its status (the legend below holds the same links).
        events: {
          dataPointSelection: (_event, _chart, config) => {
            const segment = byStatus[config?.dataPointIndex ?? -1];
            if (segment) void navigate(statusLink(segment.status));
          },
        },
      },
      labels: byStatus.map((s) => t(`careers.applicationStatus.${s.status}`)),
      colors: byStatus.map((s) => STATUS_CHART_COLOURS[dark ? 'dark' : 'light'][s.status]),
      legend: { show: false },
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
    [byStatus, dark, text, t, navigate],
  );

  return (
    <Row className="g-4 mb-4">
      <Col lg={8}>
        <Card className="h-100">
          <Card.Body>
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <h2 className="h5 mb-1">{t('careers.dashboard.perDay')}</h2>
              <Link to="/careers/applications?sortColumn=submittedAt&sort=desc" className="small">
                {t('careers.dashboard.seeNewest')}
              </Link>
            </div>
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
                <ul
                  className="list-inline mb-0 mt-2 text-center small"
                  aria-label={t('careers.dashboard.byStatusLinks')}
                >
                  {byStatus.map((s) => (
                    <li key={s.status} className="list-inline-item me-3">
                      <span
                        className="d-inline-block rounded-circle me-1"
                        style={{
                          width: 8,
                          height: 8,
                          background: STATUS_CHART_COLOURS[dark ? 'dark' : 'light'][s.status],
                        }}
                        aria-hidden="true"
                      />
                      <Link to={statusLink(s.status)}>
                        {t(`careers.applicationStatus.${s.status}`)}: {s.count}
                      </Link>
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
