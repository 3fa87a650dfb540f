import { useId, useState } from 'react';
import { Check, Circle, Eye, EyeOff } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  FieldLabel,
  invalidity,
  TextField,
  type TextFieldProps,
} from '../../core/ui/text-field.tsx';
import { PASSWORD_LIMITS } from './messages.ts';

/** What the strength hints check on the client (the server also refuses common passwords). */
export function passwordChecks(value: string) {
  return {
    length: value.length >= PASSWORD_LIMITS.min,
    mixed: /[a-z]/.test(value) && /[A-Z]/.test(value),
    digit: /\d/.test(value),
    symbol: /[^A-Za-z0-9]/.test(value),
  };
}

function PasswordHints({ value }: { value: string }) {
  const { t } = useTranslation();
  const checks = passwordChecks(value);
  const score = Object.values(checks).filter(Boolean).length;
  const tone = score <= 1 ? 'danger' : score <= 3 ? 'warning' : 'success';
  return (
    <>
      <div
        className="progress password-meter"
        role="meter"
        aria-label={t('auth.passwordField.strength')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={t(`auth.passwordField.score.${score}`)}
      >
        <div className={`progress-bar bg-${tone}`} style={{ width: `${(score / 4) * 100}%` }} />
      </div>
      <ul className="password-hints">
        {(Object.keys(checks) as (keyof typeof checks)[]).map((key) => (
          <li key={key} className={checks[key] ? 'met' : undefined}>
            {checks[key] ? (
              <Check size={12} aria-hidden="true" />
            ) : (
              <Circle size={10} aria-hidden="true" />
            )}
            {t(`auth.passwordField.hints.${key}`, PASSWORD_LIMITS)}
          </li>
        ))}
      </ul>
    </>
  );
}

interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'id' | 'type' | 'label' | 'error' | 'hint' | 'className' | 'rows' | 'required'
> {
  label: string;
  /** Already translated. */
  error?: string;
  /** Show the strength meter and hints for this (watched) value. */
  strengthOf?: string;
}

/** A password input with a show/hide button and, for new passwords, strength hints. */
export function PasswordField({
  label,
  error,
  registration,
  aside,
  strengthOf,
  ...input
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="mb-3">
      <FieldLabel id={id} label={label} aside={aside} />
      <div className={`input-group password-field${error ? ' has-validation' : ''}`}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          {...invalidity(id, error)}
          {...input}
          {...registration}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t(visible ? 'auth.passwordField.hide' : 'auth.passwordField.show')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
        </button>
        {error && (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        )}
      </div>
      {strengthOf !== undefined && <PasswordHints value={strengthOf} />}
    </div>
  );
}

/** A new password, with its strength shown as it is typed, and the same again to confirm it. */
export function NewPasswordFields(props: {
  label: string;
  autoFocus?: boolean;
  /** The password as typed (watched), for the strength hints. */
  value: string;
  password: UseFormRegisterReturn;
  passwordError?: string;
  confirm: UseFormRegisterReturn;
  confirmError?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={props.label}
        autoComplete="new-password"
        autoFocus={props.autoFocus}
        registration={props.password}
        error={props.passwordError}
        strengthOf={props.value}
      />
      <PasswordField
        label={t('auth.register.confirmPassword')}
        autoComplete="new-password"
        registration={props.confirm}
        error={props.confirmError}
      />
    </>
  );
}

/** The auth pages' email address: typed, left to right, filled in by the browser. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'dir' | 'autoComplete'>) {
  const { t } = useTranslation();
  return (
    <TextField label={t('auth.email')} type="email" dir="ltr" autoComplete="email" {...props} />
  );
}
