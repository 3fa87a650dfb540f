import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface HeadingCardProps {
  /** Already translated. */
  title: string;
  /** Controls beside the title (a choice, a menu). */
  actions?: ReactNode;
  className?: string;
  /** The card's body. */
  children: ReactNode;
}

/** A full-height card: its h2 title and controls in a borderless header, then its body. */
export function HeadingCard({ title, actions, className = '', children }: HeadingCardProps) {
  return (
    <Card className={`h-100 ${className}`}>
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2 bg-transparent border-0 pb-0">
        <h2 className="h5 mb-0">{title}</h2>
        {actions}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
