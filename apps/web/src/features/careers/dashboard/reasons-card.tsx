import type { ReasonKind, ReasonStats } from '@careers/contracts';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetStatsReasonsQuery } from '../../../core/api/stats.ts';
import { EmptyState } from '../../../core/ui/state-views.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { formatNumber } from '../shared/format.ts';

/** The applications list of one state and internal reason. */
export const reasonLink = (status: ReasonKind, reasonId: string) =>
  `/careers/applications?status=${status}&reason=${reasonId}`;

const KINDS: { kind: ReasonKind; titleKey: string; emptyKey: string; bar: string }[] = [
  {
    kind: 'rejected',
    titleKey: 'careers.reasons.dashboard.rejected',
    emptyKey: 'careers.reasons.dashboard.noneRejected',
    bar: 'bg-danger',
  },
  {
    kind: 'on_hold',
    titleKey: 'careers.reasons.dashboard.onHold',
    emptyKey: 'careers.reasons.dashboard.noneOnHold',
    bar: 'bg-secondary',
  },
];

/**
 * "Rejections by reason" and "on hold by reason" (issue 20): the applications in that state now,
 * by internal reason; each row opens the list filtered by that reason.
 */
export function ReasonsCard() {
  const { t } = useTranslation();
  const remote = useGetStatsReasonsQuery();
  const stats = remote.currentData ?? null;
  return (
    <Card className="mb-4" as="section" aria-labelledby="careers-reasons-title">
      <Card.Body>
        <h2 className="h5 mb-1" id="careers-reasons-title">
          {t('careers.reasons.dashboard.title')}
        </h2>
        <p className="small text-body-secondary mb-3">{t('careers.reasons.dashboard.intro')}</p>
        {!stats ? (
          <LoadState
            failed={remote.isError}
            loading
            lines={4}
            onRetry={() => void remote.refetch()}
          />
        ) : (
          <Row className="g-4">
            {KINDS.map((k) => (
              <Col key={k.kind} md={6}>
                <ReasonRows stats={stats} {...k} />
              </Col>
            ))}
          </Row>
        )}
      </Card.Body>
    </Card>
  );
}

function ReasonRows(props: {
  stats: ReasonStats;
  kind: ReasonKind;
  titleKey: string;
  emptyKey: string;
  bar: string;
}) {
  const { t } = useTranslation();
  const rows = props.stats.rows.filter((r) => r.status === props.kind);
  const max = Math.max(1, ...rows.map((r) => r.count));
  const headingId = `careers-reasons-${props.kind}`;
  return (
    <>
      <h3 className="h6 mb-2" id={headingId}>
        {t(props.titleKey)}
      </h3>
      {rows.length === 0 ? (
        <EmptyState text={t(props.emptyKey)} />
      ) : (
        <ul className="list-unstyled mb-0" aria-labelledby={headingId}>
          {rows.map((r) => {
            const count = t('careers.dashboard.applicationCount', {
              count: r.count,
              n: formatNumber(r.count),
            });
            return (
              <li key={r.reasonId ?? 'none'} className="py-2">
                <div className="d-flex justify-content-between align-items-baseline gap-3">
                  {r.reasonId ? (
                    <Link to={reasonLink(props.kind, r.reasonId)} className="text-break">
                      {r.name}
                      {r.retired && (
                        <span className="small text-body-secondary">
                          {' '}
                          ({t('careers.reasons.retired')})
                        </span>
                      )}
                    </Link>
                  ) : (
                    <span className="text-body-secondary">
                      {t('careers.reasons.dashboard.noReason')}
                    </span>
                  )}
                  <span className="fw-semibold text-nowrap">{count}</span>
                </div>
                <div className="progress mt-1" style={{ height: 6 }} aria-hidden="true">
                  <div
                    className={`progress-bar ${props.bar}`}
                    style={{ width: `${(r.count / max) * 100}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
