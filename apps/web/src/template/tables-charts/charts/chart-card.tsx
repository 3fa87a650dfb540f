import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';

interface ChartCardProps {
  title: string;
  /** One sentence on what the chart shows; shown under the title. */
  summary: string;
  children: ReactNode;
  /** Columns at xl width (12 for a full row). */
  xl?: number;
}

/** A chart in a card: the heading and summary name it, the chart sits in `.chart-box`. */
export function ChartCard({ title, summary, children, xl = 6 }: ChartCardProps) {
  return (
    <Col xs={12} xl={xl}>
      <Card className="h-100 chart-card">
        <Card.Header className="bg-transparent border-0 pb-0">
          <h2 className="h5 mb-1">{title}</h2>
          <p className="mb-0 small text-body-secondary">{summary}</p>
        </Card.Header>
        <Card.Body>
          <div className="chart-box">{children}</div>
        </Card.Body>
      </Card>
    </Col>
  );
}
