// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { newPasswordFields, RhfFields } from './rhf-field.tsx';

afterEach(cleanup);

interface Values {
  course: string;
  password: string;
  confirmPassword: string;
}

function Harness({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    defaultValues: { course: '', password: '', confirmPassword: '' },
  });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
      <RhfFields
        form={form}
        className="col-12"
        fields={[
          {
            name: 'course',
            label: 'Course',
            as: 'select',
            options: [{ value: 'law', label: 'Law' }],
          },
          ...newPasswordFields<Values>(t),
        ]}
      />
      <button type="submit">Go</button>
    </form>
  );
}

describe('RhfFields', () => {
  it('renders each spec, a select after its empty choice, and the new-password pair', () => {
    render(<Harness onSubmit={vi.fn()} />);
    const course = screen.getByRole('combobox', { name: 'Course' });
    expect(course.parentElement).toHaveClass('col-12');
    expect([...course.querySelectorAll('option')].map((o) => o.value)).toEqual(['', 'law']);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password.parentElement).toHaveClass('col-md-6');
    expect(password).toHaveAccessibleDescription(/./);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });

  it('shows the form error of a field under it', async () => {
    function Failing() {
      const form = useForm<Values>();
      return (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            form.setError('course', { message: 'formsDemo.errors.choose' });
          }}
        >
          <RhfFields form={form} fields={[{ name: 'course', label: 'Course', as: 'select' }]} />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Failing />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const course = screen.getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(course).toHaveAttribute('aria-invalid', 'true'));
    expect(course).toHaveAccessibleDescription(/.+/);
  });
});
