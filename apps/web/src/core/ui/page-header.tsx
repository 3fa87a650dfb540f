import type { ReactNode } from 'react';
import { Home } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
