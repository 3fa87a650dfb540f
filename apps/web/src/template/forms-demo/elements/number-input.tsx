import { useState, type KeyboardEvent } from 'react';
import { Minus, Plus } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';

export interface StepOptions {
  min: number;
  max: number;
  step: number;
  decimals: number;
}

/** Rounds to a number of decimals without floating-point noise (0.1 + 0.2 → 0.3). */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

export function clamp(value: number, { min, max }: Pick<StepOptions, 'min' | 'max'>): number {
  return Math.min(max, Math.max(min, value));
}

/** The value after `times` steps up (positive) or down (negative), kept within bounds. */
export function stepValue(value: number, times: number, o: StepOptions): number {
  return clamp(roundTo(value + times * o.step, o.decimals), o);
}

/** Parses typed text (comma or dot decimals); null when it is not a number. */
export function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '' || !/^-?\d*\.?\d*$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

interface NumberInputProps extends Partial<StepOptions> {
  id?: string;
  value: number;
  onChange: (value: number) => void;
  /** Accessible name when there is no <label htmlFor>. */
  ariaLabel?: string;
  disabled?: boolean;
  size?: 'sm' | 'lg';
  /** Text after the value, e.g. "%" or "h"; announced via aria-valuetext. */
  unit?: string;
}

/** An accessible touchspin: a spinbutton with − / + buttons, arrow, Page and Home/End keys. */
export function NumberInput({
  id,
  value,
  onChange,
  ariaLabel,
  disabled = false,
  size,
  unit,
  min = 0,
  max = 100,
  step = 1,
  decimals = 0,
}: NumberInputProps) {
  const { t } = useTranslation();
  const o = { min, max, step, decimals };
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value.toFixed(decimals);
  const bump = (times: number) => {
    setDraft(null);
    onChange(stepValue(value, times, o));
  };
  const commit = () => {
    if (draft === null) return;
    const n = parseNumber(draft);
    setDraft(null);
    if (n !== null) onChange(clamp(roundTo(n, decimals), o));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowUp: () => bump(1),
      ArrowDown: () => bump(-1),
      PageUp: () => bump(10),
      PageDown: () => bump(-10),
      Home: () => onChange(min),
      End: () => onChange(max),
      Enter: commit,
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };
  return (
    <div className={`input-group stepper${size ? ` input-group-${size}` : ''}`}>
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-label={t('formsDemo.numberInput.decrease')}
        disabled={disabled || value <= min}
        onClick={() => bump(-1)}
        tabIndex={-1}
      >
        <Minus size={14} aria-hidden="true" />
      </button>
      <input
        id={id}
        type="text"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        role="spinbutton"
        className="form-control"
        aria-label={ariaLabel}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={unit ? `${value.toFixed(decimals)} ${unit}` : undefined}
        disabled={disabled}
        value={shown}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {unit && <span className="input-group-text">{unit}</span>}
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-label={t('formsDemo.numberInput.increase')}
        disabled={disabled || value >= max}
        onClick={() => bump(1)}
        tabIndex={-1}
      >
        <Plus size={14} aria-hidden="true" />
      </button>
    </div>
  );
}
