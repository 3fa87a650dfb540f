import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { AvgSessionsCard, SupportTrackerCard } from './analytics-cards.tsx';
import { CustomersCard, ProductOrdersCard, SessionsDeviceCard } from './analytics-share-cards.tsx';
import { StatisticAreaCard } from './statistic-cards.tsx';
import './dashboards.scss';

export function AnalyticsDashboardPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className="dashboard-analytics">
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <div className="row g-4 mb-4">
        <div className="col-12 col-sm-6 col-xl-3">
          <StatisticAreaCard name="subscribers" tone="primary" />
        </div>
        <div className="col-12 col-sm-6 col-xl-3">
          <StatisticAreaCard name="orders" tone="warning" />
        </div>
        <div className="col-12 col-sm-6 col-xl-3">
          <StatisticAreaCard name="site-traffic" tone="info" />
        </div>
        <div className="col-12 col-sm-6 col-xl-3">
          <StatisticAreaCard name="active-users" tone="success" />
        </div>
      </div>
      <div className="row g-4 mb-4">
        <div className="col-12 col-lg-6">
          <AvgSessionsCard />
        </div>
        <div className="col-12 col-lg-6">
          <SupportTrackerCard />
        </div>
      </div>
      <div className="row g-4">
        <div className="col-12 col-lg-4">
          <SessionsDeviceCard />
        </div>
        <div className="col-12 col-lg-4">
          <CustomersCard />
        </div>
        <div className="col-12 col-lg-4">
          <ProductOrdersCard />
        </div>
      </div>
    </div>
  );
}
