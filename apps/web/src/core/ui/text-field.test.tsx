// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aRegistration } from '../test/registration.ts';
import { render } from '../test/render.tsx';
import { TextAreaField, TextField } from './text-field.tsx';

afterEach(cleanup);

describe('TextField', () => {
  it('ties an error to its input', () => {
    render(
      <TextField label="Email" error="Enter your email" registration={aRegistration('email')} />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your email');
  });

  it("takes react-hook-form's error, a given id and what stands beside the label", () => {
    render(
      <TextField
        id="org-name"
        label="Name"
        required
        error={{ message: 'Enter a name' }}
        registration={aRegistration('name')}
        aside={<a href="#help">Help</a>}
      />,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('id', 'org-name');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Enter a name');
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
  });

  it('is a textarea when given rows, and a plain controlled input without a registration', () => {
    render(
      <>
        <TextField label="About" rows={4} registration={aRegistration('about')} />
        <TextField label="Search" value="x" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByLabelText('About').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Search')).toHaveValue('x');
    expect(screen.getByLabelText('Search')).not.toHaveAttribute('aria-invalid');
  });
});

describe('TextAreaField', () => {
  it('reads its help, then its error, with the text it holds', () => {
    const typed: string[] = [];
    render(
      <TextAreaField
        id="note"
        label="Note"
        rows={2}
        value="Hi"
        onChange={(value) => typed.push(value)}
        help="Only staff see it"
        error="Too long"
      />,
    );
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveValue('Hi');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription('Only staff see it Too long');
    fireEvent.change(note, { target: { value: 'Hi there' } });
    expect(typed).toEqual(['Hi there']);
  });
});
