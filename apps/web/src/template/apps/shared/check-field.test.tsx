// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckField } from './check-field.tsx';

afterEach(cleanup);

describe('CheckField', () => {
  it('labels a check box, with the extra classes of its wrapper and box', () => {
    const onChange = vi.fn();
    render(
      <CheckField
        id="cal-work"
        label="Work"
        className="mb-2"
        inputClassName="check-danger"
        checked={false}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Work' });
    expect(box).toHaveClass('form-check-input', 'check-danger');
    expect(box.parentElement).toHaveAttribute('class', 'form-check mb-2');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalled();
  });

  it('is a switch or a radio when asked', () => {
    render(
      <>
        <CheckField id="s" label="Notify" toggle defaultChecked />
        <CheckField id="r" label="Online" type="radio" name="status" />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Notify' });
    expect(toggle).toBeChecked();
    expect(toggle.parentElement).toHaveAttribute('class', 'form-check form-switch');
    expect(screen.getByRole('radio', { name: 'Online' })).toHaveAttribute('name', 'status');
  });
});
