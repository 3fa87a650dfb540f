import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface CheckFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'role'
> {
  id: string;
  label: ReactNode;
  /** Shown as a switch (a checkbox with the switch role). */
  toggle?: boolean;
  /** The wrapper's extra classes, such as spacing. */
  className?: string;
  /** The box's extra classes, such as its colour. */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A Bootstrap check box, radio or switch with its label. */
export function CheckField({
  id,
  label,
  toggle = false,
  className,
  inputClassName,
  type = 'checkbox',
  ...input
}: CheckFieldProps) {
  return (
    <div className={['form-check', toggle && 'form-switch', className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type={type}
        role={toggle ? 'switch' : undefined}
        className={inputClassName ? `form-check-input ${inputClassName}` : 'form-check-input'}
        {...input}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
