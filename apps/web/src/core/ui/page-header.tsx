import type { ReactNode } from 'react';
import { Home } from 'react-feather';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useRouteMeta } from '../layout/route-meta.ts';

interface PageHeaderProps {
  /** Already translated. */
  title: string;
  /** Translation keys of the groups above the page. */
  breadcrumb?: string[];
  actions?: ReactNode;
}

/** The title row of a screen: h1 and breadcrumb (Home › groups › this page). */
export function PageHeader({ title, breadcrumb = [], actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="content-header d-flex flex-wrap align-items-center gap-2 mb-4">
      <h1 className="content-header-title mb-0">{title}</h1>
      <nav aria-label={t('frame.breadcrumb')} className="breadcrumb-wrapper">
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to="/" aria-label={t('frame.home')}>
              <Home size={14} aria-hidden="true" />
            </Link>
          </li>
          {breadcrumb.map((key) => (
            <li key={key} className="breadcrumb-item">
              {t(key)}
            </li>
          ))}
          <li className="breadcrumb-item active" aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
      {actions && <div className="ms-auto">{actions}</div>}
    </div>
  );
}

/** The PageHeader of the route being shown: its meta's title and breadcrumb. */
export function RoutePageHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} actions={actions} />;
}

/** A screen in its own class: the route's title row, then its content. */
export function RoutePage({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <RoutePageHeader />
      {children}
    </div>
  );
}
