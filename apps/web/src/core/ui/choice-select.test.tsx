// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceSelect } from './choice-select.tsx';

afterEach(cleanup);

describe('ChoiceSelect', () => {
  it('labels a select of the values, with an option for none, and passes the rest on', () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    render(
      <ChoiceSelect
        id="kind"
        label="Kind"
        values={['cv', 'other']}
        labelOf={(v) => v.toUpperCase()}
        emptyLabel="Any kind"
        value="cv"
        onChange={onChange}
        ref={ref}
      />,
    );
    const select = screen.getByLabelText('Kind');
    expect(ref.current).toBe(select);
    expect(select).toHaveDisplayValue('CV');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any kind',
      'CV',
      'OTHER',
    ]);
    fireEvent.change(select, { target: { value: 'other' } });
    expect(onChange).toHaveBeenCalled();
  });
});
