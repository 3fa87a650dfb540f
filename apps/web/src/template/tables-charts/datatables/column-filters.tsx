import { useId, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { EmployeeFilters } from '../shared/employee-query.ts';

interface Props {
  value: EmployeeFilters;
  onChange: (next: EmployeeFilters) => void;
}

const TEXT_FIELDS = [
  ['name', 'tablesCharts.col.name', 'tablesCharts.advance.namePh'],
  ['email', 'tablesCharts.col.email', 'tablesCharts.advance.emailPh'],
  ['post', 'tablesCharts.col.post', 'tablesCharts.advance.postPh'],
  ['city', 'tablesCharts.col.city', 'tablesCharts.advance.cityPh'],
] as const;

/** A half-width fieldset holding a range's two ends side by side. */
function RangeFields({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Col xs={12} lg={6}>
      <fieldset>
        <legend className="form-label fs-6 mb-2">{legend}</legend>
        <div className="d-flex gap-2">{children}</div>
      </fieldset>
    </Col>
  );
}

/** Per-column filters: four text boxes, a start-date range and a salary range. */
export function ColumnFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const set = (key: keyof EmployeeFilters, text: string) => onChange({ ...value, [key]: text });
  return (
    <Row className="g-3">
      {TEXT_FIELDS.map(([key, label, placeholder]) => (
        <Col key={key} xs={12} sm={6} lg={3}>
          <Form.Label htmlFor={`${id}-${key}`}>{t(label)}</Form.Label>
          <Form.Control
            id={`${id}-${key}`}
            size="sm"
            value={value[key]}
            placeholder={t(placeholder)}
            onChange={(e) => set(key, e.target.value)}
          />
        </Col>
      ))}
      <RangeFields legend={t('tablesCharts.advance.dateRange')}>
        {(
          [
            ['dateFrom', { max: value.dateTo || undefined }],
            ['dateTo', { min: value.dateFrom || undefined }],
          ] as const
        ).map(([key, bound]) => (
          <Form.Control
            key={key}
            type="date"
            size="sm"
            aria-label={t(`tablesCharts.advance.${key}`)}
            value={value[key]}
            {...bound}
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
      </RangeFields>
      <RangeFields legend={t('tablesCharts.advance.salaryRange')}>
        {(['salaryMin', 'salaryMax'] as const).map((key) => (
          <Form.Control
            key={key}
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            size="sm"
            aria-label={t(`tablesCharts.advance.${key}`)}
            placeholder={t(`tablesCharts.advance.${key}`)}
            value={value[key]}
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
      </RangeFields>
    </Row>
  );
}
