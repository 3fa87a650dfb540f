// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../core/test/render.tsx';
import { NumberInput, parseNumber, roundTo, stepValue } from './number-input.tsx';

afterEach(cleanup);

function Harness({ initial = 2, decimals = 0, step = 1 }) {
  const [v, setV] = useState(initial);
  return (
    <NumberInput
      ariaLabel="Places"
      value={v}
      onChange={setV}
      min={0}
      max={3}
      step={step}
      decimals={decimals}
    />
  );
}

describe('number input helpers', () => {
  it('steps within bounds and rounds away float noise', () => {
    const o = { min: 0, max: 1, step: 0.1, decimals: 1 };
    expect(stepValue(0.2, 1, o)).toBe(0.3);
    expect(stepValue(0.95, 1, o)).toBe(1);
    expect(stepValue(0.05, -1, o)).toBe(0);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
  });

  it('parses comma or dot decimals and rejects text', () => {
    expect(parseNumber('3,5')).toBe(3.5);
    expect(parseNumber(' 12 ')).toBe(12);
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });
});

describe('NumberInput', () => {
  it('is a spinbutton that increments and decrements within min/max', () => {
    render(<Harness />, { wrapper: WithProviders });
    const spin = screen.getByRole('spinbutton', { name: 'Places' });
    expect(spin).toHaveAttribute('aria-valuenow', '2');
    const plus = screen.getByRole('button', { name: 'Increase' });
    fireEvent.click(plus);
    expect(spin).toHaveAttribute('aria-valuenow', '3');
    expect(plus).toBeDisabled();
    fireEvent.keyDown(spin, { key: 'ArrowUp' });
    expect(spin).toHaveAttribute('aria-valuenow', '3');
    fireEvent.keyDown(spin, { key: 'Home' });
    expect(spin).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  });

  it('clamps typed values on blur and keeps decimals', () => {
    render(<Harness initial={1} decimals={1} step={0.5} />, { wrapper: WithProviders });
    const spin = screen.getByRole('spinbutton', { name: 'Places' });
    expect(spin).toHaveValue('1.0');
    fireEvent.change(spin, { target: { value: '9' } });
    fireEvent.blur(spin);
    expect(spin).toHaveAttribute('aria-valuenow', '3');
    fireEvent.keyDown(spin, { key: 'ArrowDown' });
    expect(spin).toHaveValue('2.5');
  });
});
