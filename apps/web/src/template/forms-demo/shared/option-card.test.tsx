// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionCard } from './option-card.tsx';

afterEach(cleanup);

describe('OptionCard', () => {
  it('is a check named by its title, with a line on it', () => {
    render(<OptionCard id="o" type="checkbox" defaultChecked title="Email" text="Daily digest" />);
    const check = screen.getByRole('checkbox', { name: /Email/ });
    expect(check).toBeChecked();
    expect(check).toHaveClass('form-check-input');
    expect(check.closest('label')).toHaveClass('option-card');
    expect(screen.getByText('Daily digest')).toHaveClass('small');
  });

  it('is a radio of a group when told so', () => {
    const onChange = vi.fn();
    const plans = [
      ['a', 'Free', true],
      ['b', 'Pro', false],
    ] as const;
    render(
      plans.map(([id, title, checked]) => (
        <OptionCard
          key={id}
          {...{ id, title, checked, onChange }}
          type="radio"
          name="plan"
          text=""
        />
      )),
    );
    fireEvent.click(screen.getByRole('radio', { name: /Pro/ }));
    expect(onChange).toHaveBeenCalled();
  });
});
