import type { Ref } from 'react';
import type { FormControlProps, FormSelectProps } from 'react-bootstrap';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

interface FormFieldProps extends Omit<FormControlProps, 'isInvalid'> {
  controlId: string;
  label: string;
  /** The translation key of the field's error, shown below it. */
  error?: string;
  /** The group's classes. */
  className?: string;
  rows?: number;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled react-bootstrap control with its translated error. */
export function FormField({
  controlId,
  label,
  error,
  className = 'mb-3',
  ...control
}: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...control} isInvalid={Boolean(error)} />
      <Form.Control.Feedback type="invalid">{t(error ?? '')}</Form.Control.Feedback>
    </Form.Group>
  );
}

interface SelectFieldProps extends FormSelectProps {
  controlId: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The group's classes. */
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select of the given options. */
export function SelectField({
  controlId,
  label,
  options,
  className = 'mb-3',
  ...select
}: SelectFieldProps) {
  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Select {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
