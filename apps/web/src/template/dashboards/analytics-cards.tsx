import { useState } from 'react';
import { Circle, Monitor, Smartphone, Tablet, type Icon } from 'react-feather';
import { useTranslation } from 'react-i18next';
import type { AnalyticsRange, CardAnalyticsData } from '../../fake-api/types.ts';
import { CardShell } from './card-shell.tsx';
import { Chart } from '../../core/charts/chart.tsx';
import { useThemeColors, type ThemeColors } from '../../core/theme/theme-colors.ts';
import { rangeKey, RangeSelect } from './range-select.tsx';
import { useAnalyticsCard } from './dashboards.api.ts';

const fmt = (n: number, lng: string) => new Intl.NumberFormat(lng).format(n);

/** The analytics cards that offer a choice of period. */
type RangedName = {
  [N in keyof CardAnalyticsData]: CardAnalyticsData[N] extends { lastDays: AnalyticsRange[] }
    ? N
    : never;
}[keyof CardAnalyticsData];

/**
 * An analytics card with its own period: the card's data, the chosen period, and the props of its
 * shell (the title, a spinner until the data arrives, the period choice in the header).
 */
function useRangedCard<N extends RangedName>(name: N, titleKey: string) {
  const { t } = useTranslation();
  const card = useAnalyticsCard(name);
  const [range, setRange] = useState<AnalyticsRange>('Last 28 Days');
  const title = t(titleKey);
  const shell = {
    title,
    loading: !card,
    actions: card && (
      <RangeSelect ranges={card.lastDays} value={range} onChange={setRange} card={title} />
    ),
  };
  return { card, range, title, shell };
}

/** A donut or pie of a few shares, its legend drawn as a list under it. */
function shareOptions(labels: string[], colors: ThemeColors) {
  return {
    labels,
    colors: [colors.primary, colors.warning, colors.danger],
    legend: { show: false },
    dataLabels: { enabled: false },
    stroke: { width: 0 },
  };
}

export function AvgSessionsCard() {
  const { t, i18n } = useTranslation();
  const colors = useThemeColors();
  const { card, range, title, shell } = useRangedCard(
    'avg-sessions',
    'dashboards.avgSessions.title',
  );
  return (
    <CardShell {...shell}>
      {card && (
        <div className="row g-3 align-items-center">
          <div className="col-12 col-sm-5">
            <p className="h2 fw-bold mb-1">{fmt(card.sessions, i18n.language)}</p>
            <p className="mb-0">
              <span className="text-success fw-semibold">{card.growth}</span>{' '}
              {t('dashboards.avgSessions.vs', { range: t(rangeKey(range)).toLowerCase() })}
            </p>
          </div>
          <div className="col-12 col-sm-7">
            <Chart
              type="bar"
              height={180}
              label={title}
              series={card.series.map((s) => ({
                name: t('dashboards.avgSessions.sessions'),
                data: s.data,
              }))}
              options={{
                chart: { sparkline: { enabled: true } },
                colors: card.series[0]?.data.map((_, i) =>
                  i === 3 ? colors.primary : `${colors.primary}55`,
                ),
                plotOptions: { bar: { columnWidth: '45%', distributed: true, borderRadius: 4 } },
                legend: { show: false },
                tooltip: { x: { show: false } },
              }}
            />
          </div>
          <div className="col-12">
            <hr />
            <dl className="row row-cols-2 g-3 mb-0 small">
              {(
                [
                  ['goal', `${fmt(card.goal, i18n.language)}`],
                  ['users', fmt(card.users, i18n.language)],
                  ['retention', `${card.retention}%`],
                  ['duration', t('dashboards.avgSessions.years', { count: card.duration })],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <dt className="fw-normal text-body-secondary">
                    {t(`dashboards.avgSessions.${key}`)}
                  </dt>
                  <dd className="mb-0 fw-semibold">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      )}
    </CardShell>
  );
}

export function SupportTrackerCard() {
  const { t } = useTranslation();
  const colors = useThemeColors();
  const { card, title, shell } = useRangedCard('support-tracker', 'dashboards.support.title');
  return (
    <CardShell {...shell}>
      {card && (
        <div className="row g-3 align-items-center">
          <div className="col-12 col-sm-4">
            <p className="display-5 fw-bold mb-0">{card.totalTicket}</p>
            <p className="text-body-secondary mb-0">{t('dashboards.support.tickets')}</p>
          </div>
          <div className="col-12 col-sm-8">
            <Chart
              type="radialBar"
              height={260}
              label={`${title}: ${card.completedPercent}%`}
              series={[card.completedPercent]}
              options={{
                labels: [t('dashboards.support.completed')],
                colors: [colors.danger],
                plotOptions: {
                  radialBar: {
                    startAngle: -140,
                    endAngle: 130,
                    hollow: { size: '62%' },
                    track: { background: colors.border },
                    dataLabels: {
                      name: { offsetY: -15, color: colors.muted },
                      value: { offsetY: 12, fontSize: '2rem', color: colors.text },
                    },
                  },
                },
                fill: {
                  type: 'gradient',
                  gradient: {
                    shade: 'dark',
                    type: 'horizontal',
                    gradientToColors: [colors.primary],
                    stops: [0, 100],
                  },
                },
                stroke: { dashArray: 8 },
              }}
            />
          </div>
          <dl className="col-12 d-flex justify-content-between text-center mb-0">
            {(['newTicket', 'openTicket', 'responseTime'] as const).map((key) => (
              <div key={key}>
                <dt className="fw-normal text-body-secondary small">
                  {t(`dashboards.support.${key}`)}
                </dt>
                <dd className="h5 mb-0">
                  {key === 'responseTime'
                    ? t('dashboards.support.days', { count: card[key] })
                    : card[key]}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </CardShell>
  );
}

const DEVICE_ICONS: Record<string, Icon> = { Monitor, Smartphone, Tablet };

export function SessionsDeviceCard() {
  const { t } = useTranslation();
  const colors = useThemeColors();
  const { card, title, shell } = useRangedCard('sessions-device', 'dashboards.devices.title');
  const names = card?.chartInfo.map((d) => t(`dashboards.devices.${d.name.toLowerCase()}`)) ?? [];
  return (
    <CardShell {...shell}>
      {card && (
        <>
          <Chart
            type="donut"
            height={240}
            label={title}
            series={card.series}
            options={shareOptions(names, colors)}
          />
          <ul className="list-unstyled mb-0 mt-3">
            {card.chartInfo.map((d, i) => {
              const DeviceIcon = DEVICE_ICONS[d.icon] ?? Monitor;
              return (
                <li key={d.name} className="d-flex justify-content-between py-1">
                  <span className="d-inline-flex align-items-center gap-2">
                    <DeviceIcon size={16} className={d.iconColor} aria-hidden="true" />
                    <span className="fw-semibold">{names[i]}</span>
                  </span>
                  <span>
                    {d.usage}%{' '}
                    <span className={d.upDown >= 0 ? 'text-success' : 'text-danger'}>
                      {d.upDown > 0 ? `+${d.upDown}` : d.upDown}%
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </CardShell>
  );
}

export function CustomersCard() {
  const { t, i18n } = useTranslation();
  const colors = useThemeColors();
  const { card, title, shell } = useRangedCard('customers', 'dashboards.customers.title');
  const names = card?.listData.map((d) => t(`dashboards.customers.${d.text.toLowerCase()}`)) ?? [];
  return (
    <CardShell {...shell}>
      {card && (
        <>
          <Chart
            type="pie"
            height={240}
            label={title}
            series={card.series}
            options={shareOptions(names, colors)}
          />
          <ul className="list-unstyled mb-0 mt-3">
            {card.listData.map((d, i) => (
              <li key={d.text} className="d-flex justify-content-between py-1">
                <span className="d-inline-flex align-items-center gap-2">
                  <Circle size={12} className={d.iconColor} aria-hidden="true" />
                  <span className="fw-semibold">{names[i]}</span>
                </span>
                <span>{fmt(d.result, i18n.language)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </CardShell>
  );
}

export function ProductOrdersCard() {
  const { t, i18n } = useTranslation();
  const colors = useThemeColors();
  const { card, title, shell } = useRangedCard('product-orders', 'dashboards.productOrders.title');
  const keys = ['finished', 'pending', 'rejected'] as const;
  return (
    <CardShell {...shell}>
      {card && (
        <>
          <Chart
            type="radialBar"
            height={260}
            label={title}
            series={card.series}
            options={{
              labels: keys.map((k) => t(`dashboards.productOrders.${k}`)),
              colors: [colors.primary, colors.warning, colors.danger],
              plotOptions: {
                radialBar: {
                  hollow: { size: '25%' },
                  track: { margin: 8, background: colors.border },
                  dataLabels: {
                    name: { fontSize: '1rem' },
                    value: {
                      fontSize: '1rem',
                      color: colors.text,
                      formatter: (value: number) => `${Math.round(value)}%`,
                    },
                    total: {
                      show: true,
                      label: t('dashboards.productOrders.total'),
                      color: colors.text,
                      // The orders themselves, not the chart's average of the percentages.
                      formatter: () =>
                        fmt(
                          keys.reduce((sum, k) => sum + card.chartInfo[k], 0),
                          i18n.language,
                        ),
                    },
                  },
                },
              },
              stroke: { lineCap: 'round' },
            }}
          />
          <dl className="mb-0 mt-2">
            {keys.map((k) => (
              <div key={k} className="d-flex justify-content-between py-1">
                <dt className="fw-normal">{t(`dashboards.productOrders.${k}`)}</dt>
                <dd className="mb-0 fw-semibold">{fmt(card.chartInfo[k], i18n.language)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </CardShell>
  );
}
