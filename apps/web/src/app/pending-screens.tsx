import Card from 'react-bootstrap/Card';
import { Layers } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteMeta } from '../core/layout/route-meta.ts';
import { PageHeader } from '../core/ui/page-header.tsx';

/**
 * The one stand-in for screens that later releases deliver (the lead tracks them here): the real
 * title and breadcrumb of the route, and a card naming the screen.
 */
export function PendingScreen() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const title = t(meta.title);
  const crumbs = meta.breadcrumb ?? [];
  const fullTitle =
    meta.layout === 'blank' && crumbs.length > 0
      ? `${t(crumbs[crumbs.length - 1]!)} · ${title}`
      : title;

  const card = (
    <Card className="pending-screen">
      <Card.Body className="d-flex gap-3 align-items-start">
        <span className="avatar avatar-lg bg-light-primary flex-shrink-0" aria-hidden="true">
          <Layers size={22} />
        </span>
        <div>
          {meta.layout !== 'blank' && <h2 className="h5 mb-1">{fullTitle}</h2>}
          <p className="mb-3 text-body-secondary">{t('frame.pending.text')}</p>
          <Link to="/" className="btn btn-outline-primary btn-sm">
            {t('misc.backHome')}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );

  if (meta.layout === 'blank') {
    return (
      <div className="auth-wrapper">
        <div className="auth-inner">
          <h1 className="h3 mb-3 text-center">{fullTitle}</h1>
          {card}
        </div>
      </div>
    );
  }
  return (
    <>
      <PageHeader title={title} breadcrumb={crumbs} />
      {card}
    </>
  );
}
