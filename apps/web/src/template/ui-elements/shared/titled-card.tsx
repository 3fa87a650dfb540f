import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface TitledCardProps {
  title: string;
  /** A line under the title. */
  subtitle?: string;
  /** How large the h2 looks. */
  size?: 'h4' | 'h5';
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}

/** A card with an h2 title (and a line under it) in its header, then its body. */
export function TitledCard({
  title,
  subtitle,
  size = 'h5',
  className = 'h-100',
  bodyClassName,
  children,
}: TitledCardProps) {
  return (
    <Card className={className}>
      <Card.Header>
        <h2 className={`${size} ${subtitle ? 'mb-1' : 'mb-0'}`}>{title}</h2>
        {subtitle && <p className="small text-body-secondary mb-0">{subtitle}</p>}
      </Card.Header>
      <Card.Body className={bodyClassName}>{children}</Card.Body>
    </Card>
  );
}
