import type { ReactNode } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';

/** The route's title row (title and breadcrumb from the route table) with the screen's actions. */
export function CareersHeader({ title, actions }: { title?: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <PageHeader title={title ?? t(meta.title)} breadcrumb={meta.breadcrumb} actions={actions} />
  );
}
