import { useTranslation } from '../../core/i18n/use-translation.ts';
import { AvgSessionsCard, SupportTrackerCard } from './analytics-cards.tsx';
import { CustomersCard, ProductOrdersCard, SessionsDeviceCard } from './analytics-share-cards.tsx';
import { CardRow, DashboardPage } from './dashboard-layout.tsx';
import { GoalOverviewCard, RevenueCard, RevenueReportCard } from './ecommerce-cards.tsx';

const K = 'uiElements.cards.analytics';
const HALF = 'col-12 col-lg-6';
const THIRD = 'col-12 col-md-6 col-xl-4';

export function CardsAnalyticsPage() {
  const { t } = useTranslation();
  return (
    <DashboardPage className="ui-cards-analytics">
      <p className="mb-4">{t(`${K}.intro`)}</p>
      <CardRow
        cells={[
          [HALF, <AvgSessionsCard />],
          [HALF, <SupportTrackerCard />],
          ['col-12 col-xl-8', <RevenueReportCard />],
          [THIRD, <GoalOverviewCard />],
          [THIRD, <SessionsDeviceCard />],
          [THIRD, <CustomersCard />],
          [THIRD, <ProductOrdersCard />],
          ['col-12', <RevenueCard />],
        ]}
      />
    </DashboardPage>
  );
}
