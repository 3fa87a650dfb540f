import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';

interface TwoStepInputsProps {
  value: string[];
  onChange(next: string[]): void;
  invalid?: boolean;
  describedBy?: string;
}

/** Six one-digit boxes: typing moves on, Backspace moves back, pasting fills them all. */
export function TwoStepInputs({ value, onChange, invalid, describedBy }: TwoStepInputsProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(value.length - 1, i))]?.focus();

  const type = (i: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) {
      onChange(value.map((d, j) => (j === i ? '' : d)));
      return;
    }
    const next = [...value];
    // A fast typist or an autofill may put several digits in one box: spread them forward.
    [...digits].slice(0, value.length - i).forEach((d, k) => {
      next[i + k] = d;
    });
    onChange(next);
    focus(i + digits.length);
  };

  const key = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !value[i] && i > 0) {
      e.preventDefault();
      onChange(value.map((d, j) => (j === i - 1 ? '' : d)));
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };

  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const digits = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, value.length);
    if (!digits) return;
    e.preventDefault();
    onChange(value.map((_, j) => digits[j] ?? ''));
    focus(digits.length);
  };

  return (
    <div className="two-step-inputs" role="group" aria-label={t('auth.demo.twoSteps.code')}>
      {value.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={value.length}
          aria-label={t('auth.demo.twoSteps.digit', { n: i + 1, total: value.length })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          onChange={(e) => type(i, e.target.value)}
          onKeyDown={(e) => key(i, e)}
          onPaste={paste}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
