import { Circle, Monitor, Smartphone, Tablet, type Icon } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { CardShell } from './card-shell.tsx';
import { Chart } from '../../core/charts/chart.tsx';
import { useThemeColors, type ThemeColors } from '../../core/theme/theme-colors.ts';
import { fmt, useRangedCard } from './use-ranged-card.tsx';

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
