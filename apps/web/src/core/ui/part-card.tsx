import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/**
 * A card of a record's page named by its heading, with `aside` (a badge, a link, a button) at the
 * heading's end when given: the frame of the parts a detail page is made of.
 */
export function PartCard(props: { title: ReactNode; aside?: ReactNode; children?: ReactNode }) {
  return (
    <Card className="mb-4">
      <Card.Body>
        {props.aside ? (
          <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
            <h2 className="h5 mb-0">{props.title}</h2>
            {props.aside}
          </div>
        ) : (
          <h2 className="h5 mb-3">{props.title}</h2>
        )}
        {props.children}
      </Card.Body>
    </Card>
  );
}
