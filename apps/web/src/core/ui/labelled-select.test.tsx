// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LabelledSelect } from './labelled-select.tsx';

afterEach(cleanup);

describe('LabelledSelect', () => {
  it('names the select by its label and offers its options', () => {
    const onChange = vi.fn();
    render(
      <LabelledSelect
        id="sort"
        label="Sort by"
        labelClassName="visually-hidden"
        className="form-select form-select-sm"
        value="due"
        onChange={(e) => onChange(e.target.value)}
        options={[
          { value: 'due', label: 'Due date' },
          { value: 'title', label: 'Title' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveClass('form-select', 'form-select-sm');
    expect(select).toHaveValue('due');
    expect(screen.getByText('Sort by')).toHaveClass('visually-hidden');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Due date', 'Title']);
    fireEvent.change(select, { target: { value: 'title' } });
    expect(onChange).toHaveBeenCalledWith('title');
  });
});
