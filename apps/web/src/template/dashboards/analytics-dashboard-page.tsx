import { AvgSessionsCard, SupportTrackerCard } from './analytics-cards.tsx';
import { CustomersCard, ProductOrdersCard, SessionsDeviceCard } from './analytics-share-cards.tsx';
import { CardRow, DashboardPage } from './dashboard-layout.tsx';
import { AUDIENCE_CELLS } from './statistic-cards.tsx';

const HALF = 'col-12 col-lg-6';
const THIRD = 'col-12 col-lg-4';

export function AnalyticsDashboardPage() {
  return (
    <DashboardPage className="dashboard-analytics">
      <CardRow className="row g-4 mb-4" cells={AUDIENCE_CELLS} />
      <CardRow
        className="row g-4 mb-4"
        cells={[
          [HALF, <AvgSessionsCard />],
          [HALF, <SupportTrackerCard />],
        ]}
      />
      <CardRow
        cells={[
          [THIRD, <SessionsDeviceCard />],
          [THIRD, <CustomersCard />],
          [THIRD, <ProductOrdersCard />],
        ]}
      />
    </DashboardPage>
  );
}
