import type { ReactNode } from 'react';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import '../ui-components.scss';

/** A showcase screen: the title row, then its demo cards on a responsive grid. */
export function DemoPage({ children }: { children: ReactNode }) {
  return (
    <>
      <RoutePageHeader />
      <div className="row g-4 uc-demos">{children}</div>
    </>
  );
}
