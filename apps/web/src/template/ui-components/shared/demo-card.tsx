import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useUc } from './use-uc.ts';

interface DemoCardProps {
  /** The example's keys under uiComponents: `<section>.title` and `<section>.description`. */
  section: string;
  /** Full width instead of half on large screens. */
  wide?: boolean;
  /** The examples side by side, wrapping (`uc-demo-row`). */
  row?: boolean;
  children: ReactNode;
}

/** One example on a showcase screen: a titled card (h2) with a short explanation. */
export function DemoCard({ section, wide, row, children }: DemoCardProps) {
  const { t } = useUc();
  const id = useId();
  return (
    <div className={wide ? 'col-12' : 'col-lg-6'}>
      <Card as="section" className="h-100" aria-labelledby={id}>
        <Card.Header className="bg-transparent border-0 pb-0">
          <h2 id={id} className="h5 mb-1">
            {t(`${section}.title`)}
          </h2>
          <p className="text-body-secondary small mb-0">{t(`${section}.description`)}</p>
        </Card.Header>
        <Card.Body>{row ? <div className="uc-demo-row">{children}</div> : children}</Card.Body>
      </Card>
    </div>
  );
}
