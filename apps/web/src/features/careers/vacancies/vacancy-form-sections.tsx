import {
  candidateLevels,
  documentKinds,
  salaryPeriods,
  vacancyTypes,
  workplaces,
} from '@careers/contracts';
import type { FocusEvent, ReactElement } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { FieldRow, VacancyField, type VacancyFields } from './vacancy-form-fields.tsx';
import { PartCard } from '../../../core/ui/part-card.tsx';

interface BasicsCardProps {
  fields: VacancyFields;
  /** Shows the address that will be saved as the website field is left. */
  onWebsiteBlur: (event: FocusEvent<HTMLInputElement>) => void;
  /** The employer's name: a type-ahead over the organisations. */
  employerField: ReactElement;
}

/** Title, employer, place, type, openings and closing date. */
export function BasicsCard({ fields, onWebsiteBlur, employerField }: BasicsCardProps) {
  const { t } = useTranslation();
  const thirds = { md: 4 };
  return (
    <PartCard title={t('careers.vacancyForm.basics')}>
      <VacancyField fields={fields} spec={{ name: 'title', label: t('careers.vacancy.title') }} />
      <FieldRow
        fields={fields}
        cols={thirds}
        items={[
          employerField,
          {
            name: 'employer.website',
            label: t('careers.vacancy.employerWebsite'),
            input: { type: 'url', inputMode: 'url', dir: 'ltr', placeholder: 'example.com' },
            options: { onBlur: onWebsiteBlur },
          },
          {
            name: 'employer.contactEmail',
            label: t('careers.vacancy.contactEmail'),
            input: { type: 'email', dir: 'ltr' },
          },
        ]}
      />
      <FieldRow
        fields={fields}
        cols={thirds}
        items={[
          { name: 'location', label: t('careers.vacancy.location') },
          {
            name: 'workplace',
            label: t('careers.vacancy.workplace'),
            choices: workplaces,
            labelOf: (w) => t(`careers.workplace.${w}`),
          },
          {
            name: 'type',
            label: t('careers.vacancy.type'),
            choices: vacancyTypes,
            labelOf: (v) => t(`careers.vacancyType.${v}`),
          },
        ]}
      />
      <FieldRow
        fields={fields}
        cols={thirds}
        items={[
          { name: 'sector', label: t('careers.vacancy.sector') },
          { name: 'positions', label: t('careers.vacancy.positions'), min: 1 },
          {
            name: 'closesAt',
            label: t('careers.vacancy.closesAt'),
            input: { type: 'datetime-local' },
          },
        ]}
      />
    </PartCard>
  );
}

interface SalaryCardProps {
  fields: VacancyFields;
  /** Whether the salary is shown; its fields appear only then. */
  hasSalary: boolean;
}

/** The optional salary range, currency and period. */
export function SalaryCard({ fields, hasSalary }: SalaryCardProps) {
  const { t } = useTranslation();
  return (
    <PartCard title={t('careers.vacancy.salary')}>
      <Form.Check
        type="switch"
        id="vacancy-hasSalary"
        label={t('careers.vacancyForm.includeSalary')}
        {...fields.register('hasSalary')}
        className="mb-3"
      />
      {hasSalary && (
        <FieldRow
          fields={fields}
          cols={{ sm: 6, lg: 3 }}
          items={[
            { name: 'salary.min', label: t('careers.vacancy.salaryMin'), min: 0 },
            { name: 'salary.max', label: t('careers.vacancy.salaryMax'), min: 0 },
            {
              name: 'salary.currency',
              label: t('careers.vacancy.currency'),
              input: { maxLength: 3 },
            },
            {
              name: 'salary.period',
              label: t('careers.vacancy.period'),
              choices: salaryPeriods,
              labelOf: (p) => t(`careers.salaryPeriod.${p}`),
            },
          ]}
        />
      )}
    </PartCard>
  );
}

/** Tick boxes for any of a set of values, under a legend (and a hint after them). */
function CheckGroup<V extends string>(props: {
  legend: string;
  /** The boxes' ids are `${idPrefix}-${value}`. */
  idPrefix: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  registration: () => UseFormRegisterReturn;
  hint?: string;
  /** A class for a box around the ticks (a grid). */
  className?: string;
}) {
  const checks = props.values.map((value) => (
    <Form.Check
      key={value}
      id={`${props.idPrefix}-${value}`}
      value={value}
      label={props.labelOf(value)}
      {...props.registration()}
    />
  ));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{props.legend}</legend>
      {props.className ? <div className={props.className}>{checks}</div> : checks}
      {props.hint && <Form.Text>{props.hint}</Form.Text>}
    </fieldset>
  );
}

interface RequirementsCardProps {
  fields: VacancyFields;
  /** The graduation years offered as choices. */
  years: readonly string[];
}

/** Required documents and who may apply: levels and graduation years (any if none ticked). */
export function RequirementsCard({ fields, years }: RequirementsCardProps) {
  const { t } = useTranslation();
  const { register } = fields;
  return (
    <PartCard title={t('careers.vacancyForm.requirements')}>
      <Row>
        <Col md={4}>
          <CheckGroup
            legend={t('careers.vacancy.requiredDocuments')}
            idPrefix="vacancy-doc"
            values={documentKinds}
            labelOf={(kind) => t(`careers.documentKind.${kind}`)}
            registration={() => register('requiredDocuments')}
          />
        </Col>
        <Col md={4}>
          <CheckGroup
            legend={t('careers.vacancy.levels')}
            idPrefix="vacancy-level"
            values={candidateLevels}
            labelOf={(level) => t(`careers.level.${level}`)}
            registration={() => register('eligibility.levels')}
            hint={t('careers.vacancyForm.anyIfNone')}
          />
        </Col>
        <Col md={4}>
          <CheckGroup
            legend={t('careers.vacancy.graduationYears')}
            idPrefix="vacancy-year"
            values={years}
            labelOf={(year) => year}
            registration={() => register('eligibility.graduationYears')}
            hint={t('careers.vacancyForm.anyIfNone')}
            className="careers-year-grid"
          />
        </Col>
      </Row>
    </PartCard>
  );
}
