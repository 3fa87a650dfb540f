import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetApprovalsQuery } from '../../../core/api/approvals.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { EmptyState } from '../../../core/ui/state-views.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { formatNumber } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { organisationLink, vacancyLink } from '../shared/record-links.ts';

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

  const rows = (rows: QueueRow[] | undefined) => ({
    rows,
    pending: (
      <LoadState
        failed={read.isError}
        loading={!read.isError}
        lines={3}
        onRetry={() => void read.refetch()}
      />
    ),
  });

  return (
    <>
      <CareersHeader />
      <p className="text-body-secondary">{t('careers.approvals.intro')}</p>
      <Row className="g-4">
        <QueueCard
          id="approvals-vacancies"
          title={t('careers.approvals.vacancies')}
          total={data?.vacanciesTotal}
          empty={t('careers.approvals.noVacancies')}
          {...rows(
            data?.vacancies.map((v) => ({
              ...vacancyLink(v),
              details: [
                v.employerName,
                t('careers.approvals.submitted', { date: formatDate(v.submittedAt) }),
                t('careers.dashboard.attention.closesOn', { date: formatDate(v.closesAt) }),
              ],
            })),
          )}
        />
        <QueueCard
          id="approvals-organisations"
          title={t('careers.approvals.organisations')}
          total={data?.organisationsTotal}
          empty={t('careers.approvals.noOrganisations')}
          {...rows(
            data?.organisations.map((o) => ({
              ...organisationLink(o),
              details: [
                ...(o.website ? [o.website] : []),
                t('careers.approvals.registered', { date: formatDate(o.createdAt) }),
              ],
            })),
          )}
        />
      </Row>
    </>
  );
}

/** A record waiting in a queue: its link and what to know about it. */
interface QueueRow {
  id: string;
  to: string;
  name: string;
  details: string[];
}

/** One queue: its heading and how many wait, then its rows (once read), or `empty`. */
function QueueCard(props: {
  id: string;
  title: string;
  total: number | undefined;
  rows: QueueRow[] | undefined;
  /** In place of the rows until they are read. */
  pending: ReactNode;
  empty: string;
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
            {!props.rows ? (
              props.pending
            ) : props.rows.length === 0 ? (
              <EmptyState text={props.empty} />
            ) : (
              <ul className="list-unstyled mb-0">
                {props.rows.map((row) => (
                  <li key={row.id} className="py-2 border-bottom">
                    <Link to={row.to} className="fw-semibold">
                      {row.name}
                    </Link>
                    <span className="d-block small text-body-secondary">
                      {row.details.join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Card.Body>
      </Card>
    </Col>
  );
}
