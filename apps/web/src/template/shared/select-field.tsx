import type { Ref } from 'react';
import type { FormSelectProps } from 'react-bootstrap';
import Form from 'react-bootstrap/Form';
import type { SelectOption } from '../../core/ui/labelled-select.tsx';

interface SelectFieldProps extends FormSelectProps {
  controlId: string;
  /** Already translated. */
  label: string;
  options: readonly SelectOption[];
  /** The group's classes (`mb-3` unless given; `''` for none). */
  className?: string;
  /** The label beside a small select, as in a card header's actions. */
  inline?: boolean;
  /** The select's own classes. */
  selectClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select of the given options; it takes any other select attribute. */
export function SelectField({
  controlId,
  label,
  options,
  inline = false,
  className = inline ? 'd-flex align-items-center gap-2' : 'mb-3',
  selectClassName,
  ...select
}: SelectFieldProps) {
  return (
    <Form.Group className={className || undefined} controlId={controlId}>
      <Form.Label className={inline ? 'mb-0 small text-nowrap' : undefined}>{label}</Form.Label>
      <Form.Select size={inline ? 'sm' : undefined} className={selectClassName} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
