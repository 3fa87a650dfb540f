import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';
import '../extensions.scss';

/** A demo screen: its title row, then its example cards on a responsive grid. */
export function DemoPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageTitle />
      <div className="row g-4">{children}</div>
    </>
  );
}
