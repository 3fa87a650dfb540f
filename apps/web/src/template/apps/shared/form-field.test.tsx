// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { FormFieldList } from './form-field.tsx';

afterEach(cleanup);

interface Contact {
  name: string;
  email: string;
}

function ContactForm() {
  const form = useForm<Contact>({ defaultValues: { name: '', email: 'a@b.c' } });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(() => {})(e)}>
      <FormFieldList
        form={form}
        names={['name', 'email']}
        idPrefix="contact"
        label={(name) => (name === 'name' ? 'Full name' : 'Email')}
        className={(name) => `col-${name}`}
        rules={{ required: 'userApp.errors.required' }}
        props={(name) => ({ type: name === 'email' ? 'email' : 'text' })}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormFieldList', () => {
  it('makes a labelled field of each name, bound to the form, with its translated error', async () => {
    render(<ContactForm />);
    const name = screen.getByRole('textbox', { name: 'Full name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(name).toHaveAttribute('id', 'contact-name');
    expect(name).toHaveAttribute('type', 'text');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveValue('a@b.c');
    expect(name.parentElement).toHaveClass('col-name');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(name).toHaveClass('is-invalid');
    expect(email).not.toHaveClass('is-invalid');
  });
});
