import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import '../ui-components.scss';

/** A showcase screen: the title row, then its demo cards on a responsive grid. */
export function DemoPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <div className="row g-4 uc-demos">{children}</div>
    </>
  );
}
