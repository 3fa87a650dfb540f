// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { TextAreaField, InputField } from './input-field.tsx';

afterEach(cleanup);

describe('InputField', () => {
  it('labels its input and links a translated error to it', () => {
    render(
      <InputField
        className="mb-3"
        id="task-title"
        label="Title"
        error="calendar.errors.titleRequired"
        defaultValue=""
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveClass('form-control', 'is-invalid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a title.');
    expect(input.parentElement).toHaveClass('mb-3');
  });

  it('is plain without an error; the textarea works alike', () => {
    render(
      <>
        <InputField id="due" label="Due date" type="date" />
        <TextAreaField id="notes" label="Notes" rows={4} labelClassName="visually-hidden" />
      </>,
    );
    const due = screen.getByLabelText('Due date');
    expect(due).toHaveAttribute('type', 'date');
    expect(due).not.toHaveAttribute('aria-invalid');
    expect(due).not.toHaveAttribute('aria-describedby');
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).toHaveAttribute('rows', '4');
    expect(screen.getByText('Notes')).toHaveClass('visually-hidden');
  });
});
