import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { GoalOverviewCard, RevenueCard, RevenueReportCard } from './ecommerce-cards.tsx';
import { StatisticAreaCard, StatisticMiniCard } from './statistic-cards.tsx';
import './dashboards.scss';

export function EcommerceDashboardPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className="dashboard-ecommerce">
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <div className="row g-4 mb-4">
        <div className="col-6 col-xl-3">
          <StatisticMiniCard name="orders-bar-chart" type="bar" tone="warning" />
        </div>
        <div className="col-6 col-xl-3">
          <StatisticMiniCard name="profit-line-chart" type="line" tone="info" />
        </div>
        <div className="col-6 col-xl-3">
          <StatisticAreaCard name="revenue" tone="success" />
        </div>
        <div className="col-6 col-xl-3">
          <StatisticAreaCard name="sales" tone="danger" />
        </div>
      </div>
      <div className="row g-4 mb-4">
        <div className="col-12 col-xl-8">
          <RevenueReportCard />
        </div>
        <div className="col-12 col-xl-4">
          <GoalOverviewCard />
        </div>
      </div>
      <div className="row g-4">
        <div className="col-12 col-xl-8">
          <RevenueCard />
        </div>
        <div className="col-12 col-xl-4">
          <StatisticAreaCard name="newsletter" tone="primary" />
        </div>
      </div>
    </div>
  );
}
