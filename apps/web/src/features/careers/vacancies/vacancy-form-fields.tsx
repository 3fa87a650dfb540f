import Form from 'react-bootstrap/Form';
import type { FieldErrors, FieldPath, RegisterOptions, UseFormRegister } from 'react-hook-form';
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

interface TextFieldProps {
  fields: VacancyFields;
  name: FieldPath<VacancyFormValues>;
  /** The input's id: `vacancy-${name}` unless given. */
  controlId?: string;
  label: string;
  props?: Record<string, unknown>;
  options?: RegisterOptions<VacancyFormValues>;
}

/** A labelled input with its error under it. */
export function TextField({
  fields,
  name,
  controlId = `vacancy-${name}`,
  label,
  props = {},
  options = {},
}: TextFieldProps) {
  const { register, errorOf } = fields;
  return (
    <Form.Group controlId={controlId} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...register(name, options)}
        isInvalid={Boolean(errorOf(name))}
        aria-invalid={Boolean(errorOf(name))}
        {...props}
      />
      <Form.Control.Feedback type="invalid">{errorOf(name)}</Form.Control.Feedback>
    </Form.Group>
  );
}

interface NumberFieldProps {
  fields: VacancyFields;
  name: 'positions' | 'salary.min' | 'salary.max';
  controlId: string;
  label: string;
  min: number;
}

/** A labelled number input read as a number, with its error under it. */
export function NumberField({ min, ...field }: NumberFieldProps) {
  return <TextField {...field} props={{ type: 'number', min }} options={{ valueAsNumber: true }} />;
}

interface ChoiceSelectProps {
  fields: VacancyFields;
  name: 'workplace' | 'type' | 'salary.period';
  controlId: string;
  label: string;
  choices: readonly string[];
  /** The label of one choice. */
  labelOf: (choice: string) => string;
}

/** A labelled select over a fixed list of choices. */
export function ChoiceSelect({
  fields,
  name,
  controlId,
  label,
  choices,
  labelOf,
}: ChoiceSelectProps) {
  return (
    <Form.Group controlId={controlId} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Select {...fields.register(name)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
