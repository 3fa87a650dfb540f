import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetStatsAttentionQuery } from '../../../core/api/stats.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { EmptyState } from '../../../core/ui/state-views.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { formatNumber } from '../shared/format.ts';
import { applicationLink, vacancyLink } from '../shared/record-links.ts';

/** The lists behind "see all": the same records, in the list screens' own query parameters. */
export const ATTENTION_LINKS = {
  waiting: '/careers/applications?status=submitted&sortColumn=submittedAt&sort=asc',
  closing: '/careers/vacancies?status=open&sortColumn=closesAt&sort=asc',
  approvals: '/careers/approvals',
} as const;

/**
 * "Needs attention": what waits in the Approvals queue, the applications waiting longest for a
 * first look, and open vacancies closing within a week with few applications; each row opens its
 * record.
 */
export function NeedsAttention() {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const read = useGetStatsAttentionQuery({ limit: 5 });
  const data = read.currentData;

  const body = (content: () => ReactNode) =>
    data && !read.isError ? (
      content()
    ) : (
      <LoadState failed={read.isError} loading lines={3} onRetry={() => void read.refetch()} />
    );

  return (
    <section aria-labelledby="needs-attention" className="mb-4">
      <h2 id="needs-attention" className="h5 mb-3">
        {t('careers.dashboard.attention.title')}
      </h2>
      {data && data.approvalsTotal > 0 && (
        <p className="alert alert-warning d-flex flex-wrap justify-content-between gap-2">
          <span>
            {t('careers.dashboard.attention.approvals', {
              count: data.approvalsTotal,
              n: formatNumber(data.approvalsTotal),
            })}
          </span>
          <Link to={ATTENTION_LINKS.approvals} className="alert-link">
            {t('careers.dashboard.attention.openApprovals')}
          </Link>
        </p>
      )}
      <Row className="g-4">
        <AttentionCard
          title={t('careers.dashboard.attention.waiting')}
          seeAll={
            data && data.waitingTotal > 0
              ? {
                  to: ATTENTION_LINKS.waiting,
                  label: t('careers.dashboard.attention.seeAllWaiting', {
                    n: `${formatNumber(data.waitingTotal)}${data.waitingCapped ? '+' : ''}`,
                  }),
                }
              : undefined
          }
        >
          {body(() => (
            <AttentionRows
              empty={t('careers.dashboard.attention.noneWaiting')}
              rows={data!.waitingApplications.map((a) => ({
                ...applicationLink(a),
                detail: [
                  a.vacancyTitle,
                  t('careers.dashboard.attention.waitingSince', {
                    date: formatDate(a.submittedAt),
                  }),
                ],
              }))}
            />
          ))}
        </AttentionCard>
        <AttentionCard
          title={t('careers.dashboard.attention.closing')}
          seeAll={
            data && data.closingTotal > 0
              ? { to: ATTENTION_LINKS.closing, label: t('careers.dashboard.attention.seeOpen') }
              : undefined
          }
          rule={t('careers.dashboard.attention.closingRule', {
            days: data?.closingWithinDays ?? 7,
            few: data?.fewApplications ?? 5,
          })}
        >
          {body(() => (
            <AttentionRows
              empty={t('careers.dashboard.attention.noneClosing')}
              rows={data!.closingVacancies.map((v) => ({
                ...vacancyLink(v),
                detail: [
                  v.employerName,
                  t('careers.dashboard.attention.closesOn', { date: formatDate(v.closesAt) }),
                  t('careers.dashboard.applicationCount', {
                    count: v.applications,
                    n: formatNumber(v.applications),
                  }),
                ],
              }))}
            />
          ))}
        </AttentionCard>
      </Row>
    </section>
  );
}

/** One half of the panel: a heading, its "see all" link, an optional rule, then its rows. */
function AttentionCard(props: {
  title: string;
  seeAll: { to: string; label: string } | undefined;
  rule?: string;
  children: ReactNode;
}) {
  return (
    <Col lg={6}>
      <Card className="h-100">
        <Card.Body>
          <div
            className={`d-flex flex-wrap justify-content-between gap-2 ${props.rule ? 'mb-1' : 'mb-2'}`}
          >
            <h3 className="h6 mb-0">{props.title}</h3>
            {props.seeAll && (
              <Link to={props.seeAll.to} className="small">
                {props.seeAll.label}
              </Link>
            )}
          </div>
          {props.rule && <p className="small text-body-secondary mb-2">{props.rule}</p>}
          {props.children}
        </Card.Body>
      </Card>
    </Col>
  );
}

interface AttentionRow {
  id: string;
  to: string;
  name: string;
  /** Shown under the name, joined by a middle dot. */
  detail: string[];
}

function AttentionRows({ rows, empty }: { rows: AttentionRow[]; empty: string }) {
  if (rows.length === 0) return <EmptyState text={empty} />;
  return (
    <ul className="list-unstyled mb-0">
      {rows.map((row) => (
        <li key={row.id} className="py-2 border-bottom">
          <Link to={row.to} className="fw-semibold">
            {row.name}
          </Link>
          <span className="d-block small text-body-secondary">{row.detail.join(' · ')}</span>
        </li>
      ))}
    </ul>
  );
}
