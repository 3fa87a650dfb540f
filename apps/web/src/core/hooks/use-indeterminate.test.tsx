// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useIndeterminate } from './use-indeterminate.ts';

afterEach(cleanup);

function SelectAll({ some }: { some: boolean }) {
  const ref = useIndeterminate(some);
  return <input ref={ref} type="checkbox" aria-label="All" readOnly />;
}

describe('useIndeterminate', () => {
  it('sets and clears the mixed state as the selection changes', () => {
    const { rerender } = render(<SelectAll some />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'All' });
    expect(box.indeterminate).toBe(true);
    rerender(<SelectAll some={false} />);
    expect(box.indeterminate).toBe(false);
  });
});
