import { useId, type ReactNode } from 'react';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import '../forms-demo.scss';

/** The title row and an intro line shared by every forms demo screen. */
export function DemoPage({ intro, children }: { intro?: string; children: ReactNode }) {
  return (
    <div className="forms-demo">
      <RoutePageHeader />
      {intro && <p className="text-body-secondary mb-4">{intro}</p>}
      {children}
    </div>
  );
}

interface DemoCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}

/** A card section with an h2 title (styled as a card title). */
export function DemoCard({ title, subtitle, children, className = '', actions }: DemoCardProps) {
  const id = useId();
  return (
    <section className={`card mb-4 ${className}`} aria-labelledby={id}>
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <div>
          <h2 id={id} className="h5 card-title mb-0">
            {title}
          </h2>
          {subtitle && <p className="small text-body-secondary mb-0 mt-1">{subtitle}</p>}
        </div>
        {actions}
      </div>
      <div className="card-body">{children}</div>
    </section>
  );
}
