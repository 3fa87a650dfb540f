import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetStatsAttentionQuery } from '../../../core/api/stats.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { EmptyState, ErrorState, SkeletonLines } from '../../../core/ui/state-views.tsx';
import { formatNumber } from '../shared/format.ts';

/** The lists behind "see all": the same records, in the list screens' own query parameters. */
export const ATTENTION_LINKS = {
  waiting: '/careers/applications?status=submitted&sortColumn=submittedAt&sort=asc',
  closing: '/careers/vacancies?status=open&sortColumn=closesAt&sort=asc',
} as const;

/**
 * "Needs attention": the applications waiting longest for a first look, and open vacancies
 * closing within a week with few applications; each row opens its record.
 */
export function NeedsAttention() {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const read = useGetStatsAttentionQuery({ limit: 5 });
  const data = read.currentData;

  const body = (content: () => ReactNode) =>
    read.isError ? (
      <ErrorState
        text={t('careers.common.loadFailed')}
        retryLabel={t('careers.common.retry')}
        onRetry={() => void read.refetch()}
      />
    ) : !data ? (
      <SkeletonLines lines={3} label={t('careers.common.loading')} />
    ) : (
      content()
    );

  return (
    <section aria-labelledby="needs-attention" className="mb-4">
      <h2 id="needs-attention" className="h5 mb-3">
        {t('careers.dashboard.attention.title')}
      </h2>
      <Row className="g-4">
        <Col lg={6}>
          <Card className="h-100">
            <Card.Body>
              <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
                <h3 className="h6 mb-0">{t('careers.dashboard.attention.waiting')}</h3>
                {data && data.waitingTotal > 0 && (
                  <Link to={ATTENTION_LINKS.waiting} className="small">
                    {t('careers.dashboard.attention.seeAllWaiting', {
                      n: `${formatNumber(data.waitingTotal)}${data.waitingCapped ? '+' : ''}`,
                    })}
                  </Link>
                )}
              </div>
              {body(() =>
                data!.waitingApplications.length === 0 ? (
                  <EmptyState text={t('careers.dashboard.attention.noneWaiting')} />
                ) : (
                  <ul className="list-unstyled mb-0">
                    {data!.waitingApplications.map((a) => (
                      <li key={a.id} className="py-2 border-bottom">
                        <Link to={`/careers/applications/${a.id}`} className="fw-semibold">
                          {a.candidateName}
                        </Link>
                        <span className="d-block small text-body-secondary">
                          {a.vacancyTitle} ·{' '}
                          {t('careers.dashboard.attention.waitingSince', {
                            date: formatDate(a.submittedAt),
                          })}
                        </span>
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <Card className="h-100">
            <Card.Body>
              <div className="d-flex flex-wrap justify-content-between gap-2 mb-1">
                <h3 className="h6 mb-0">{t('careers.dashboard.attention.closing')}</h3>
                {data && data.closingTotal > 0 && (
                  <Link to={ATTENTION_LINKS.closing} className="small">
                    {t('careers.dashboard.attention.seeOpen')}
                  </Link>
                )}
              </div>
              <p className="small text-body-secondary mb-2">
                {t('careers.dashboard.attention.closingRule', {
                  days: data?.closingWithinDays ?? 7,
                  few: data?.fewApplications ?? 5,
                })}
              </p>
              {body(() =>
                data!.closingVacancies.length === 0 ? (
                  <EmptyState text={t('careers.dashboard.attention.noneClosing')} />
                ) : (
                  <ul className="list-unstyled mb-0">
                    {data!.closingVacancies.map((v) => (
                      <li key={v.id} className="py-2 border-bottom">
                        <Link to={`/careers/vacancies/${v.id}`} className="fw-semibold">
                          {v.title}
                        </Link>
                        <span className="d-block small text-body-secondary">
                          {v.employerName} ·{' '}
                          {t('careers.dashboard.attention.closesOn', {
                            date: formatDate(v.closesAt),
                          })}{' '}
                          ·{' '}
                          {t('careers.dashboard.applicationCount', {
                            n: formatNumber(v.applications),
                          })}
                        </span>
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
