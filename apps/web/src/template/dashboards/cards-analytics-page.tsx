import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { AvgSessionsCard, SupportTrackerCard } from './analytics-cards.tsx';
import { CustomersCard, ProductOrdersCard, SessionsDeviceCard } from './analytics-share-cards.tsx';
import { GoalOverviewCard, RevenueCard, RevenueReportCard } from './ecommerce-cards.tsx';
import './dashboards.scss';

const K = 'uiElements.cards.analytics';

export function CardsAnalyticsPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className="ui-cards-analytics">
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <p className="mb-4">{t(`${K}.intro`)}</p>
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <AvgSessionsCard />
        </div>
        <div className="col-12 col-lg-6">
          <SupportTrackerCard />
        </div>
        <div className="col-12 col-xl-8">
          <RevenueReportCard />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <GoalOverviewCard />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <SessionsDeviceCard />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <CustomersCard />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <ProductOrdersCard />
        </div>
        <div className="col-12">
          <RevenueCard />
        </div>
      </div>
    </div>
  );
}
