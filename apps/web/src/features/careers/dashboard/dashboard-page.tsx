import type { ComponentType, ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Briefcase, Clock, FileText, Users } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { StatsOverview } from '@careers/contracts';
import { Link } from 'react-router';
import { useGetStatsOverviewQuery } from '../../../core/api/stats.ts';
import { CareersHeader } from '../shared/careers-header.tsx';
import { formatNumber } from '../shared/format.ts';
import { EmptyState, ErrorState, SkeletonLines } from '../../../core/ui/state-views.tsx';
import { DashboardCharts } from './dashboard-charts.tsx';
import { NeedsAttention } from './needs-attention.tsx';
import { ReasonsCard } from './reasons-card.tsx';
import '../shared/careers.scss';
import { PartCard } from '../../../core/ui/part-card.tsx';

/** The list behind each figure, with the list's own query parameters (careers/lists.ts). */
export const FIGURE_LINKS = {
  openVacancies: '/careers/vacancies?status=open',
  candidates: '/careers/candidates',
  applications: '/careers/applications',
  // The median is over decided applications: the list opens on the latest decisions first.
  medianDays: '/careers/applications?sortColumn=updatedAt&sort=desc',
} as const;

type Figure = keyof typeof FIGURE_LINKS;

/** The four figures at the top, in order: each one's icon, colour and name. */
const FIGURES: {
  key: Figure;
  Icon: ComponentType<{ size?: number }>;
  colour: string;
  label: string;
}[] = [
  {
    key: 'openVacancies',
    Icon: Briefcase,
    colour: 'primary',
    label: 'careers.dashboard.openVacancies',
  },
  { key: 'candidates', Icon: Users, colour: 'info', label: 'careers.dashboard.candidates' },
  {
    key: 'applications',
    Icon: FileText,
    colour: 'success',
    label: 'careers.dashboard.applications',
  },
  { key: 'medianDays', Icon: Clock, colour: 'warning', label: 'careers.dashboard.medianDays' },
];

/** A figure's value as shown ("—" when there is no median yet). */
function figureValue(key: Figure, stats: StatsOverview): string {
  switch (key) {
    case 'openVacancies':
      return formatNumber(stats.openVacancies);
    case 'candidates':
      return formatNumber(stats.totalCandidates);
    case 'applications':
      return formatNumber(stats.totalApplications);
    case 'medianDays':
      return stats.medianDaysToDecision === null
        ? '—'
        : formatNumber(stats.medianDaysToDecision, 1);
  }
}

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
        {FIGURES.map(({ key, Icon, colour, label }) => (
          <Col key={key} sm={6} xl={3}>
            {stats === null ? (
              <Card className="h-100">
                <Card.Body>
                  <SkeletonLines lines={2} label={t('careers.common.loading')} />
                </Card.Body>
              </Card>
            ) : (
              <Kpi
                icon={<Icon size={22} />}
                colour={colour}
                label={t(label)}
                to={FIGURE_LINKS[key]}
                value={figureValue(key, stats)}
                hint={
                  key === 'openVacancies'
                    ? t('careers.dashboard.ofTotal', {
                        count: stats.totalVacancies,
                        total: formatNumber(stats.totalVacancies),
                      })
                    : undefined
                }
              />
            )}
          </Col>
        ))}
      </Row>
      {stats && <DashboardCharts stats={stats} />}
      <NeedsAttention />
      <ReasonsCard />
      {stats && (
        <PartCard title={t('careers.dashboard.topVacancies')}>
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
                        <span className="small text-body-secondary d-block">{v.employerName}</span>
                      </div>
                      <Link to={`/careers/applications?vacancyId=${v.id}`} className="fw-semibold">
                        {t('careers.dashboard.applicationCount', {
                          count: v.applications,
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
        </PartCard>
      )}
    </>
  );
}
