import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetApprovalsQuery } from '../../../core/api/approvals.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { EmptyState } from '../../../core/ui/state-views.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { formatNumber } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';

/**
 * The Approvals queue: organisations that registered and wait for a decision, and vacancies
 * employer contacts submitted, each list the longest waiting first; each row opens its record,
 * where staff decide.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const read = useGetApprovalsQuery();
  const data = read.currentData;

  const body = (content: () => ReactNode) =>
    data ? (
      content()
    ) : (
      <LoadState
        failed={read.isError}
        loading={!read.isError}
        lines={3}
        onRetry={() => void read.refetch()}
      />
    );

  return (
    <>
      <CareersHeader />
      <p className="text-body-secondary">{t('careers.approvals.intro')}</p>
      <Row className="g-4">
        <QueueCard
          id="approvals-vacancies"
          title={t('careers.approvals.vacancies')}
          total={data?.vacanciesTotal}
        >
          {body(() =>
            data!.vacancies.length === 0 ? (
              <EmptyState text={t('careers.approvals.noVacancies')} />
            ) : (
              <ul className="list-unstyled mb-0">
                {data!.vacancies.map((v) => (
                  <li key={v.id} className="py-2 border-bottom">
                    <Link to={`/careers/vacancies/${v.id}`} className="fw-semibold">
                      {v.title}
                    </Link>
                    <span className="d-block small text-body-secondary">
                      {[
                        v.employerName,
                        t('careers.approvals.submitted', { date: formatDate(v.submittedAt) }),
                        t('careers.dashboard.attention.closesOn', { date: formatDate(v.closesAt) }),
                      ].join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            ),
          )}
        </QueueCard>
        <QueueCard
          id="approvals-organisations"
          title={t('careers.approvals.organisations')}
          total={data?.organisationsTotal}
        >
          {body(() =>
            data!.organisations.length === 0 ? (
              <EmptyState text={t('careers.approvals.noOrganisations')} />
            ) : (
              <ul className="list-unstyled mb-0">
                {data!.organisations.map((o) => (
                  <li key={o.id} className="py-2 border-bottom">
                    <Link to={`/careers/organisations/${o.id}`} className="fw-semibold">
                      {o.name}
                    </Link>
                    <span className="d-block small text-body-secondary">
                      {[
                        ...(o.website ? [o.website] : []),
                        t('careers.approvals.registered', { date: formatDate(o.createdAt) }),
                      ].join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            ),
          )}
        </QueueCard>
      </Row>
    </>
  );
}

function QueueCard(props: {
  id: string;
  title: string;
  total: number | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Col lg={6}>
      <Card className="h-100">
        <Card.Body>
          <section aria-labelledby={props.id}>
            <div className="d-flex justify-content-between align-items-baseline gap-2 mb-2">
              <h2 id={props.id} className="h5 mb-0">
                {props.title}
              </h2>
              {props.total !== undefined && (
                <span className="badge rounded-pill bg-light-warning">
                  {t('careers.approvals.waiting', { n: formatNumber(props.total) })}
                </span>
              )}
            </div>
            {props.children}
          </section>
        </Card.Body>
      </Card>
    </Col>
  );
}
