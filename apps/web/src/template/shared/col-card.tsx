import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface ColCardProps {
  /** The grid column the card fills, e.g. `col-lg-4`. */
  col: string;
  className?: string;
  /** Wraps the children in the card's body (with these classes); `false` lays them out itself. */
  body?: boolean;
  bodyClassName?: string;
  children: ReactNode;
}

/** A card in a grid column: the wrapper every demo grid repeats. */
export function ColCard({ col, className, body = true, bodyClassName, children }: ColCardProps) {
  return (
    <div className={col}>
      <Card className={className}>
        {body ? <Card.Body className={bodyClassName}>{children}</Card.Body> : children}
      </Card>
    </div>
  );
}
