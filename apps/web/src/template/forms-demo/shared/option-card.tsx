import type { InputHTMLAttributes, ReactNode } from 'react';

interface OptionCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'title'> {
  id: string;
  /** The option's name, in bold: an icon and text, a price badge beside it… */
  title: ReactNode;
  /** How the title row lays out its parts. */
  titleClass?: string;
  text: string;
}

/** A check or radio drawn as a card: the control, then the option's title and a line on it. */
export function OptionCard({
  id,
  title,
  titleClass = 'd-flex align-items-center gap-2 fw-semibold',
  text,
  ...input
}: OptionCardProps) {
  return (
    <label className="option-card d-flex gap-3" htmlFor={id}>
      <input id={id} className="form-check-input flex-shrink-0" {...input} />
      <span className={input.type === 'radio' ? 'flex-grow-1' : undefined}>
        <span className={titleClass}>{title}</span>
        <span className="d-block small text-body-secondary mt-1">{text}</span>
      </span>
    </label>
  );
}
