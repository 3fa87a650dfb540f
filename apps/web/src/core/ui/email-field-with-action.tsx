/**
 * One email address and the button that acts on it, side by side (ask for a new link, be told
 * when a page opens). The caller keeps the form, the value and what the answer says.
 */
export function EmailFieldWithAction({
  id,
  label,
  hideLabel = false,
  value,
  onChange,
  error,
  action,
  actionClassName = 'btn btn-primary',
  disabled,
  placeholder,
  rowClassName,
}: {
  id: string;
  label: string;
  /** The label is read out but not shown (a placeholder says it). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  action: string;
  actionClassName?: string;
  disabled?: boolean;
  placeholder?: string;
  rowClassName?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
        {label}
      </label>
      <div className={rowClassName ? `d-flex gap-2 ${rowClassName}` : 'd-flex gap-2'}>
        <input
          id={id}
          type="email"
          dir="ltr"
          autoComplete="email"
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder={placeholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="submit" className={actionClassName} disabled={disabled}>
          {action}
        </button>
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block text-start">
          {error}
        </div>
      )}
    </>
  );
}
