import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/**
 * A card of a settings or profile page: its h2 title in the header, then its body (or, with
 * `flush`, the children straight under the header, as a table that runs to the card's edges).
 */
export function TitledCard({
  title,
  className = 'mb-4',
  flush = false,
  children,
}: {
  /** Already translated. */
  title: string;
  className?: string;
  flush?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <Card.Header>
        <Card.Title as="h2" className="h5 mb-0">
          {title}
        </Card.Title>
      </Card.Header>
      {flush ? children : <Card.Body>{children}</Card.Body>}
    </Card>
  );
}
