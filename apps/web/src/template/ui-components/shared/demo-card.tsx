import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface DemoCardProps {
  /** Already translated. */
  title: string;
  description?: string;
  /** Full width instead of half on large screens. */
  wide?: boolean;
  bodyClassName?: string;
  children: ReactNode;
}

/** One example on a showcase screen: a titled card (h2) with a short explanation. */
export function DemoCard({
  title,
  description,
  wide,
  bodyClassName = '',
  children,
}: DemoCardProps) {
  const id = useId();
  return (
    <div className={wide ? 'col-12' : 'col-lg-6'}>
      <Card as="section" className="h-100" aria-labelledby={id}>
        <Card.Header className="bg-transparent border-0 pb-0">
          <h2 id={id} className="h5 mb-1">
            {title}
          </h2>
          {description && <p className="text-body-secondary small mb-0">{description}</p>}
        </Card.Header>
        <Card.Body className={bodyClassName}>{children}</Card.Body>
      </Card>
    </div>
  );
}
