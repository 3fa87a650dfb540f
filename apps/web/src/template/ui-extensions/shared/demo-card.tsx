import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface DemoCardProps {
  /** Already translated. */
  title: string;
  /** Already translated; a line under the title saying what the example shows. */
  text?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The grid column the card fills ('col-lg-6'); none when its parent places it. */
  col?: string;
}

/** One example on a demo screen: an h2 card title, a short explanation and the example. */
export function DemoCard({ title, text, actions, children, className = '', col }: DemoCardProps) {
  const card = (
    <Card className={`h-100 ${className}`}>
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2 bg-transparent border-0 pb-0">
        <h2 className="h5 mb-0">{title}</h2>
        {actions}
      </Card.Header>
      <Card.Body>
        {text && <p className="text-body-secondary small mb-3">{text}</p>}
        {children}
      </Card.Body>
    </Card>
  );
  return col ? <div className={col}>{card}</div> : card;
}
