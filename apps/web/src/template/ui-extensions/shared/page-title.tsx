import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';

/** The screen's h1 and breadcrumb, from the route's meta. */
export function PageTitle() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />;
}
