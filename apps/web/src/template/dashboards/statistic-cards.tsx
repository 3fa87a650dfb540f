import type { ApexOptions } from 'apexcharts';
import Card from 'react-bootstrap/Card';
import { Activity, Mail, Package, ShoppingBag, TrendingUp, Users, type Icon } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import type { CardStatisticsData } from '../../fake-api/types.ts';
import { Chart } from '../../core/charts/chart.tsx';
import { useThemeColors, type ThemeColors } from '../../core/theme/theme-colors.ts';
import { useStatisticsCard } from './dashboards.api.ts';
import type { Cell } from './dashboard-layout.tsx';

type StatName = keyof CardStatisticsData;
type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'info';

const ICONS: Partial<Record<StatName, Icon>> = {
  subscribers: Users,
  orders: Package,
  revenue: TrendingUp,
  sales: ShoppingBag,
  'site-traffic': Activity,
  'active-users': Users,
  newsletter: Mail,
};

const STAT_KEYS: Record<StatName, string> = {
  'orders-bar-chart': 'orders',
  'profit-line-chart': 'profit',
  subscribers: 'subscribers',
  revenue: 'revenue',
  sales: 'sales',
  orders: 'ordersReceived',
  'site-traffic': 'siteTraffic',
  'active-users': 'activeUsers',
  newsletter: 'newsletter',
};

function areaOptions(colors: ThemeColors, tone: Tone): ApexOptions {
  return {
    chart: { sparkline: { enabled: true } },
    colors: [colors[tone]],
    dataLabels: { enabled: false },
    stroke: { curve: 'smooth', width: 2.5 },
    fill: {
      type: 'gradient',
      gradient: { shadeIntensity: 0.9, opacityFrom: 0.7, opacityTo: 0.5, stops: [0, 80, 100] },
    },
    tooltip: { x: { show: false } },
  };
}

/** A number with its area chart below (subscribers, orders received, traffic…). */
export function StatisticAreaCard({ name, tone }: { name: StatName; tone: Tone }) {
  const { t } = useTranslation();
  const colors = useThemeColors();
  const card = useStatisticsCard(name);
  const StatIcon = ICONS[name] ?? Activity;
  const title = t(`dashboards.stats.${STAT_KEYS[name]}`);
  return (
    <Card className="h-100 overflow-hidden">
      <Card.Body className="pb-0">
        <span
          className={`rounded-circle p-2 d-inline-flex mb-2 bg-${tone}-subtle text-${tone}-emphasis`}
        >
          <StatIcon size={20} aria-hidden="true" />
        </span>
        <p className="h3 fw-bold mb-1">{card?.statistics ?? '…'}</p>
        <h2 className="h6 fw-normal text-body-secondary mb-0">{title}</h2>
      </Card.Body>
      {card && (
        <Chart
          type="area"
          height={100}
          label={title}
          series={card.series.map((s) => ({ name: title, data: s.data }))}
          options={areaOptions(colors, tone)}
        />
      )}
    </Card>
  );
}

/** Small card with a bar or line chart beside the number (orders, profit). */
export function StatisticMiniCard({
  name,
  type,
  tone,
}: {
  name: StatName;
  type: 'bar' | 'line';
  tone: Tone;
}) {
  const { t } = useTranslation();
  const colors = useThemeColors();
  const card = useStatisticsCard(name);
  const title = t(`dashboards.stats.${STAT_KEYS[name]}`);
  const options: ApexOptions =
    type === 'bar'
      ? {
          chart: { sparkline: { enabled: true } },
          colors: [colors[tone]],
          plotOptions: { bar: { columnWidth: '45%', borderRadius: 3 } },
          tooltip: { x: { show: false } },
        }
      : {
          chart: { sparkline: { enabled: true } },
          colors: [colors[tone]],
          stroke: { width: 3, curve: 'straight' },
          markers: { size: 2 },
          tooltip: { x: { show: false } },
        };
  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h6 text-body-secondary">{title}</h2>
        <p className="h4 fw-bold mb-2">{card?.statistics ?? '…'}</p>
        {card && (
          <Chart
            type={type}
            height={70}
            label={title}
            series={card.series.map((s) => ({ name: title, data: s.data }))}
            options={options}
          />
        )}
      </Card.Body>
    </Card>
  );
}

/** The four audience figures, a quarter of a wide row each (analytics dashboard, statistic cards). */
export const AUDIENCE_CELLS: Cell[] = (
  [
    ['subscribers', 'primary'],
    ['orders', 'warning'],
    ['site-traffic', 'info'],
    ['active-users', 'success'],
  ] as const
).map(([name, tone]) => [
  'col-12 col-sm-6 col-xl-3',
  <StatisticAreaCard name={name} tone={tone} />,
]);
