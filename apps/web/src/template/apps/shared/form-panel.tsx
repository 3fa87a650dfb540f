import type { FormEvent, ReactNode, Ref } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FormControlProps, FormSelectProps } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SidePanel } from './side-panel.tsx';

interface FormPanelProps {
  show: boolean;
  onHide: () => void;
  titleId: string;
  title: string;
  submitLabel: string;
  /** Names the cancel button and the panel's close button. */
  cancelLabel: string;
  submitting?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields, above the submit and cancel buttons. */
  children: ReactNode;
}

/** A form in a panel at the end of the page: its fields, then submit and cancel. */
export function FormPanel({
  show,
  onHide,
  titleId,
  title,
  submitLabel,
  cancelLabel,
  submitting,
  onSubmit,
  children,
}: FormPanelProps) {
  return (
    <SidePanel
      show={show}
      onHide={onHide}
      placement="end"
      titleId={titleId}
      title={title}
      closeLabel={cancelLabel}
    >
      <Form noValidate onSubmit={onSubmit}>
        {children}
        <div className="d-flex gap-2">
          <Button type="submit" disabled={submitting}>
            {submitLabel}
          </Button>
          <Button variant="outline-secondary" onClick={onHide}>
            {cancelLabel}
          </Button>
        </div>
      </Form>
    </SidePanel>
  );
}

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
