import { isValidElement, type InputHTMLAttributes, type ReactElement } from 'react';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { FieldErrors, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { ChoiceSelect } from '../../../core/ui/choice-select.tsx';
import { TextField } from '../../../core/ui/text-field.tsx';
import type { VacancyFormValues } from './vacancy-form-values.ts';

/** What every section of the vacancy form needs: the field registrar and each field's error. */
export interface VacancyFields {
  register: UseFormRegister<VacancyFormValues>;
  errorOf: (path: string) => string | undefined;
}

/** The error message of a nested field by dotted path ('salary.max', 'employer.name'). */
export function errorAt(errors: FieldErrors<VacancyFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

type TextName =
  | 'title'
  | 'employer.website'
  | 'employer.contactEmail'
  | 'location'
  | 'sector'
  | 'closesAt'
  | 'salary.currency';
type NumberName = 'positions' | 'salary.min' | 'salary.max';
type ChoiceName = 'workplace' | 'type' | 'salary.period';

/** One field of the vacancy form, as data: a text input, a number, or a choice of a closed set. */
export type VacancyFieldSpec = { label: string } & (
  | {
      name: TextName;
      /** The input's own attributes (type, dir, placeholder…). */
      input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'>;
      options?: RegisterOptions<VacancyFormValues, TextName>;
    }
  | { name: NumberName; min: number }
  | { name: ChoiceName; choices: readonly string[]; labelOf: (choice: string) => string }
);

/** A field of the vacancy form (its id is `vacancy-${name}`), with its error under it. */
export function VacancyField({ fields, spec }: { fields: VacancyFields; spec: VacancyFieldSpec }) {
  const { register, errorOf } = fields;
  const id = `vacancy-${spec.name.replace('.', '-')}`;
  if ('choices' in spec) {
    return (
      <div className="mb-3">
        <ChoiceSelect
          id={id}
          label={spec.label}
          values={spec.choices}
          labelOf={spec.labelOf}
          {...register(spec.name)}
        />
      </div>
    );
  }
  const control =
    'min' in spec
      ? {
          registration: register(spec.name, { valueAsNumber: true }),
          type: 'number',
          min: spec.min,
        }
      : { registration: register(spec.name, spec.options), ...spec.input };
  return <TextField id={id} label={spec.label} error={errorOf(spec.name)} {...control} />;
}

/** A row of the form: each field, or a control of its own, in a column of the same widths. */
export function FieldRow({
  fields,
  cols,
  items,
}: {
  fields: VacancyFields;
  cols: ColProps;
  items: (VacancyFieldSpec | ReactElement)[];
}) {
  return (
    <Row>
      {items.map((item, i) => (
        <Col key={i} {...cols}>
          {isValidElement(item) ? item : <VacancyField fields={fields} spec={item} />}
        </Col>
      ))}
    </Row>
  );
}
