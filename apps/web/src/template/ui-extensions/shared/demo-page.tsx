import type { ReactNode } from 'react';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import '../extensions.scss';

/** A demo screen: its title row, then its example cards on a responsive grid. */
export function DemoPage({ children }: { children: ReactNode }) {
  return (
    <>
      <RoutePageHeader />
      <div className="row g-4">{children}</div>
    </>
  );
}
