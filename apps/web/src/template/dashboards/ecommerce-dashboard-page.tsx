import { CardRow, DashboardPage } from './dashboard-layout.tsx';
import { GoalOverviewCard, RevenueCard, RevenueReportCard } from './ecommerce-cards.tsx';
import { StatisticAreaCard, StatisticMiniCard } from './statistic-cards.tsx';

const QUARTER = 'col-6 col-xl-3';
const WIDE = 'col-12 col-xl-8';
const NARROW = 'col-12 col-xl-4';

export function EcommerceDashboardPage() {
  return (
    <DashboardPage className="dashboard-ecommerce">
      <CardRow
        className="row g-4 mb-4"
        cells={[
          [QUARTER, <StatisticMiniCard name="orders-bar-chart" type="bar" tone="warning" />],
          [QUARTER, <StatisticMiniCard name="profit-line-chart" type="line" tone="info" />],
          [QUARTER, <StatisticAreaCard name="revenue" tone="success" />],
          [QUARTER, <StatisticAreaCard name="sales" tone="danger" />],
        ]}
      />
      <CardRow
        className="row g-4 mb-4"
        cells={[
          [WIDE, <RevenueReportCard />],
          [NARROW, <GoalOverviewCard />],
        ]}
      />
      <CardRow
        cells={[
          [WIDE, <RevenueCard />],
          [NARROW, <StatisticAreaCard name="newsletter" tone="primary" />],
        ]}
      />
    </DashboardPage>
  );
}
