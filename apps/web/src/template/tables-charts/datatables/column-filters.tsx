import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
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
      <Col xs={12} lg={6}>
        <fieldset>
          <legend className="form-label fs-6 mb-2">{t('tablesCharts.advance.dateRange')}</legend>
          <div className="d-flex gap-2">
            <Form.Control
              type="date"
              size="sm"
              aria-label={t('tablesCharts.advance.dateFrom')}
              value={value.dateFrom}
              max={value.dateTo || undefined}
              onChange={(e) => set('dateFrom', e.target.value)}
            />
            <Form.Control
              type="date"
              size="sm"
              aria-label={t('tablesCharts.advance.dateTo')}
              value={value.dateTo}
              min={value.dateFrom || undefined}
              onChange={(e) => set('dateTo', e.target.value)}
            />
          </div>
        </fieldset>
      </Col>
      <Col xs={12} lg={6}>
        <fieldset>
          <legend className="form-label fs-6 mb-2">{t('tablesCharts.advance.salaryRange')}</legend>
          <div className="d-flex gap-2">
            <Form.Control
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              size="sm"
              aria-label={t('tablesCharts.advance.salaryMin')}
              placeholder={t('tablesCharts.advance.salaryMin')}
              value={value.salaryMin}
              onChange={(e) => set('salaryMin', e.target.value)}
            />
            <Form.Control
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              size="sm"
              aria-label={t('tablesCharts.advance.salaryMax')}
              placeholder={t('tablesCharts.advance.salaryMax')}
              value={value.salaryMax}
              onChange={(e) => set('salaryMax', e.target.value)}
            />
          </div>
        </fieldset>
      </Col>
    </Row>
  );
}
