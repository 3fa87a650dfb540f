import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Briefcase, Clock, FileText, Users } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetStatsOverviewQuery } from '../../../core/api/stats.ts';
import { CareersHeader } from '../shared/careers-header.tsx';
import { formatNumber } from '../shared/format.ts';
import { EmptyState, ErrorState, SkeletonLines } from '../../../core/ui/state-views.tsx';
import { DashboardCharts } from './dashboard-charts.tsx';
import { NeedsAttention } from './needs-attention.tsx';
import { ReasonsCard } from './reasons-card.tsx';
import '../shared/careers.scss';

/** The list behind each figure, with the list's own query parameters (careers/lists.ts). */
export const FIGURE_LINKS = {
  openVacancies: '/careers/vacancies?status=open',
  candidates: '/careers/candidates',
  applications: '/careers/applications',
  // The median is over decided applications: the list opens on the latest decisions first.
  medianDays: '/careers/applications?sortColumn=updatedAt&sort=desc',
} as const;

function Kpi(props: {
  icon: ReactNode;
  colour: string;
  label: string;
  value: string;
  hint?: string;
  /** The filtered list the figure counts: the whole card opens it. */
  to: string;
}) {
  return (
    <Card className="h-100 careers-figure position-relative">
      <Card.Body className="d-flex align-items-center gap-3">
        <span
          className={`avatar avatar-lg bg-light-${props.colour} flex-shrink-0`}
          aria-hidden="true"
        >
          {props.icon}
        </span>
        <div className="min-w-0">
          <p className="h3 mb-0 fw-bold">{props.value}</p>
          <p className="mb-0">
            <Link to={props.to} className="stretched-link text-body-secondary">
              {props.label}
            </Link>
          </p>
          {props.hint && <p className="mb-0 small text-body-secondary">{props.hint}</p>}
        </div>
      </Card.Body>
    </Card>
  );
}

export function CareersDashboardPage() {
  const { t } = useTranslation();
  const remote = useGetStatsOverviewQuery();
  const stats = remote.currentData ?? null;

  return (
    <>
      <CareersHeader />
      {remote.isError && (
        <div className="mb-4">
          <ErrorState
            text={t('careers.common.loadFailed')}
            retryLabel={t('careers.common.retry')}
            onRetry={() => void remote.refetch()}
          />
        </div>
      )}
      <Row className="g-4 mb-4" as="section" aria-label={t('careers.dashboard.figures')}>
        {stats === null
          ? Array.from({ length: 4 }, (_, i) => (
              <Col key={i} sm={6} xl={3}>
                <Card className="h-100">
                  <Card.Body>
                    <SkeletonLines lines={2} label={t('careers.common.loading')} />
                  </Card.Body>
                </Card>
              </Col>
            ))
          : [
              <Kpi
                key="open"
                icon={<Briefcase size={22} />}
                colour="primary"
                label={t('careers.dashboard.openVacancies')}
                to={FIGURE_LINKS.openVacancies}
                value={formatNumber(stats.openVacancies)}
                hint={t('careers.dashboard.ofTotal', { total: formatNumber(stats.totalVacancies) })}
              />,
              <Kpi
                key="candidates"
                icon={<Users size={22} />}
                colour="info"
                label={t('careers.dashboard.candidates')}
                to={FIGURE_LINKS.candidates}
                value={formatNumber(stats.totalCandidates)}
              />,
              <Kpi
                key="applications"
                icon={<FileText size={22} />}
                colour="success"
                label={t('careers.dashboard.applications')}
                to={FIGURE_LINKS.applications}
                value={formatNumber(stats.totalApplications)}
              />,
              <Kpi
                key="median"
                icon={<Clock size={22} />}
                colour="warning"
                label={t('careers.dashboard.medianDays')}
                to={FIGURE_LINKS.medianDays}
                value={
                  stats.medianDaysToDecision === null
                    ? '—'
                    : formatNumber(stats.medianDaysToDecision, 1)
                }
              />,
            ].map((card) => (
              <Col key={card.key} sm={6} xl={3}>
                {card}
              </Col>
            ))}
      </Row>
      {stats && <DashboardCharts stats={stats} />}
      <NeedsAttention />
      <ReasonsCard />
      {stats && (
        <Card className="mb-4">
          <Card.Body>
            <h2 className="h5 mb-3">{t('careers.dashboard.topVacancies')}</h2>
            {stats.topVacancies.length === 0 ? (
              <EmptyState text={t('careers.dashboard.noApplicationsYet')} />
            ) : (
              <ol className="list-unstyled mb-0 careers-top-list">
                {stats.topVacancies.map((v) => {
                  const max = stats.topVacancies[0]?.applications || 1;
                  return (
                    <li key={v.id} className="py-2">
                      <div className="d-flex flex-wrap justify-content-between gap-2">
                        <div className="min-w-0">
                          <Link to={`/careers/vacancies/${v.id}`} className="fw-semibold">
                            {v.title}
                          </Link>
                          <span className="small text-body-secondary d-block">
                            {v.employerName}
                          </span>
                        </div>
                        <Link
                          to={`/careers/applications?vacancyId=${v.id}`}
                          className="fw-semibold"
                        >
                          {t('careers.dashboard.applicationCount', {
                            n: formatNumber(v.applications),
                          })}
                        </Link>
                      </div>
                      <div className="progress mt-1" style={{ height: 6 }} aria-hidden="true">
                        <div
                          className="progress-bar"
                          style={{ width: `${(v.applications / max) * 100}%` }}
                        />
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
          </Card.Body>
        </Card>
      )}
    </>
  );
}
