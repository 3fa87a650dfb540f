import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import '../ui-elements.scss';

/** A showcase screen: its title row from the route, then its content, in the screen's class. */
export function DemoPage({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className={className}>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      {children}
    </div>
  );
}
