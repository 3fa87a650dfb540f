// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../test/render.tsx';
import { TextAreaField, TextField } from './text-field.tsx';

afterEach(cleanup);

const registration = (name: string) => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

describe('TextField', () => {
  it('ties an error to its input', () => {
    render(
      <WithProviders>
        <TextField label="Email" error="Enter your email" registration={registration('email')} />
      </WithProviders>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your email');
  });

  it("takes react-hook-form's error, a given id and what stands beside the label", () => {
    render(
      <WithProviders>
        <TextField
          id="org-name"
          label="Name"
          required
          error={{ message: 'Enter a name' }}
          registration={registration('name')}
          aside={<a href="#help">Help</a>}
        />
      </WithProviders>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('id', 'org-name');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Enter a name');
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
  });

  it('is a textarea when given rows, and a plain controlled input without a registration', () => {
    render(
      <WithProviders>
        <TextField label="About" rows={4} registration={registration('about')} />
        <TextField label="Search" value="x" onChange={() => undefined} />
      </WithProviders>,
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
      <WithProviders>
        <TextAreaField
          id="note"
          label="Note"
          rows={2}
          value="Hi"
          onChange={(value) => typed.push(value)}
          help="Only staff see it"
          error="Too long"
        />
      </WithProviders>,
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
