import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import type { ChartTexts } from './chart-texts.ts';
import '../tables-charts.scss';

interface ChartCardProps {
  /** The heading and the one sentence on what the chart shows, shown under it. */
  texts: Pick<ChartTexts, 'title' | 'summary'>;
  children: ReactNode;
  /** Columns at xl width (12 for a full row). */
  xl?: number;
}

/** A chart in a card: the heading and summary name it, the chart sits in `.chart-box`. */
export function ChartCard({ texts, children, xl = 6 }: ChartCardProps) {
  return (
    <Col xs={12} xl={xl}>
      <Card className="h-100 chart-card">
        <Card.Header className="bg-transparent border-0 pb-0">
          <h2 className="h5 mb-1">{texts.title}</h2>
          <p className="mb-0 small text-body-secondary">{texts.summary}</p>
        </Card.Header>
        <Card.Body>
          <div className="chart-box">{children}</div>
        </Card.Body>
      </Card>
    </Col>
  );
}

/** A chart library's page: the title row, then its chart cards in one grid. */
export function ChartPage({
  className = 'g-4',
  redrawKey,
  children,
}: {
  className?: string;
  /** A new value draws every chart again (Chart.js reads the skin's colours only when drawing). */
  redrawKey?: string;
  children: ReactNode;
}) {
  return (
    <>
      <RoutePageHeader />
      <Row className={className} key={redrawKey}>
        {children}
      </Row>
    </>
  );
}
