import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface TitledCardProps {
  title: string;
  /** A line under the title, in the header. */
  intro?: ReactNode;
  className?: string;
  /** The card's body or table. */
  children: ReactNode;
}

/** A card whose header is its h2 title. */
export function TitledCard({ title, intro, className, children }: TitledCardProps) {
  return (
    <Card className={className}>
      <Card.Header>
        <h2 className="h5 mb-0">{title}</h2>
        {intro}
      </Card.Header>
      {children}
    </Card>
  );
}
