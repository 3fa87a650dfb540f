import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { TableCardHeader } from '../shared/table-parts.tsx';
import { EmployerTable, StudentTable, VacancyTable } from './demo-tables.tsx';
import { FAIR_TASKS } from './table-data.ts';
import '../tables-charts.scss';
import { TableHead } from '../../shared/table-head.tsx';

function Section({
  id,
  children,
  className = 'mb-4',
}: {
  id: string;
  children: (title: string) => ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const title = t(`tablesCharts.tables.${id}.title`);
  return (
    <Card className={className}>
      <TableCardHeader title={title} text={t(`tablesCharts.tables.${id}.text`)} />
      {children(title)}
    </Card>
  );
}

// The half-width sections: which table each shows and the Bootstrap variant it demonstrates.
const HALF_WIDTH = [
  { id: 'bordered', Table: StudentTable, variant: { bordered: true } },
  { id: 'borderless', Table: StudentTable, variant: { borderless: true } },
  { id: 'hover', Table: EmployerTable, variant: { hover: true } },
  { id: 'small', Table: EmployerTable, variant: { size: 'sm' } },
] as const;

export function TablesPage() {
  const { t } = useTranslation();
  return (
    <div className="tc-page">
      <RoutePageHeader />
      <Section id="basic">{(title) => <VacancyTable responsive aria-label={title} />}</Section>
      <Section id="dark">
        {(title) => <EmployerTable responsive variant="dark" aria-label={title} />}
      </Section>
      <Section id="striped">
        {(title) => <StudentTable responsive striped aria-label={title} />}
      </Section>
      <Row className="g-4 mb-4">
        {HALF_WIDTH.map(({ id, Table: DemoTable, variant }) => (
          <Col xl={6} key={id}>
            <Section id={id} className="h-100">
              {(title) => <DemoTable responsive {...variant} compact aria-label={title} />}
            </Section>
          </Col>
        ))}
      </Row>
      <Section id="contextual">
        {(title) => (
          <Table responsive className="mb-0" aria-label={title}>
            <TableHead
              cells={[
                t('tablesCharts.col.variant'),
                t('tablesCharts.col.task'),
                t('tablesCharts.col.owner'),
              ]}
            />
            <tbody>
              {FAIR_TASKS.map((task) => (
                <tr key={task.id} className={`table-${task.variant}`}>
                  <th scope="row" className="text-capitalize fw-semibold">
                    {task.variant}
                  </th>
                  <td>{t(`tablesCharts.fair.${task.task}`)}</td>
                  <td className="text-nowrap">{task.owner}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Section>
      <Section id="responsive">
        {(title) => (
          <VacancyTable responsive wide actions aria-label={title} className="text-nowrap" />
        )}
      </Section>
    </div>
  );
}
