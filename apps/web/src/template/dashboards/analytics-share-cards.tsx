import type { ReactNode } from 'react';
import { Circle, Monitor, Smartphone, Tablet, type Icon } from 'react-feather';
import { CardShell } from './card-shell.tsx';
import { Chart } from '../../core/charts/chart.tsx';
import { useThemeColors } from '../../core/theme/theme-colors.ts';
import { fmt, useRangedCard } from './use-ranged-card.tsx';

interface Share {
  key: string;
  /** The share's icon or colour dot in the list. */
  marker: ReactNode;
  name: string;
  value: ReactNode;
}

/** A donut or pie of a few shares, its legend drawn as a list under it. */
function ShareChart({
  type,
  title,
  series,
  shares,
}: {
  type: 'donut' | 'pie';
  title: string;
  series: number[];
  shares: Share[];
}) {
  const colors = useThemeColors();
  return (
    <>
      <Chart
        type={type}
        height={240}
        label={title}
        series={series}
        options={{
          labels: shares.map((s) => s.name),
          colors: [colors.primary, colors.warning, colors.danger],
          legend: { show: false },
          dataLabels: { enabled: false },
          stroke: { width: 0 },
        }}
      />
      <ul className="list-unstyled mb-0 mt-3">
        {shares.map((s) => (
          <li key={s.key} className="d-flex justify-content-between py-1">
            <span className="d-inline-flex align-items-center gap-2">
              {s.marker}
              <span className="fw-semibold">{s.name}</span>
            </span>
            <span>{s.value}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

const DEVICE_ICONS: Record<string, Icon> = { Monitor, Smartphone, Tablet };

export function SessionsDeviceCard() {
  const { t, card, title, shell } = useRangedCard('sessions-device', 'dashboards.devices.title');
  return (
    <CardShell {...shell}>
      {card && (
        <ShareChart
          type="donut"
          title={title}
          series={card.series}
          shares={card.chartInfo.map((d) => {
            const DeviceIcon = DEVICE_ICONS[d.icon] ?? Monitor;
            return {
              key: d.name,
              marker: <DeviceIcon size={16} className={d.iconColor} aria-hidden="true" />,
              name: t(`dashboards.devices.${d.name.toLowerCase()}`),
              value: (
                <>
                  {d.usage}%{' '}
                  <span className={d.upDown >= 0 ? 'text-success' : 'text-danger'}>
                    {d.upDown > 0 ? `+${d.upDown}` : d.upDown}%
                  </span>
                </>
              ),
            };
          })}
        />
      )}
    </CardShell>
  );
}

export function CustomersCard() {
  const { t, i18n, card, title, shell } = useRangedCard('customers', 'dashboards.customers.title');
  return (
    <CardShell {...shell}>
      {card && (
        <ShareChart
          type="pie"
          title={title}
          series={card.series}
          shares={card.listData.map((d) => ({
            key: d.text,
            marker: <Circle size={12} className={d.iconColor} aria-hidden="true" />,
            name: t(`dashboards.customers.${d.text.toLowerCase()}`),
            value: fmt(d.result, i18n.language),
          }))}
        />
      )}
    </CardShell>
  );
}

export function ProductOrdersCard() {
  const { t, i18n, colors, card, title, shell } = useRangedCard(
    'product-orders',
    'dashboards.productOrders.title',
  );
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
