// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { BoundFields, type FieldBinding } from './bound-fields.tsx';

afterEach(cleanup);

function Field({ label, registration, error, className }: FieldBinding & { label: string }) {
  return (
    <div className={className} data-testid={label}>
      <label>
        {label}
        <input {...registration} aria-invalid={error ? true : undefined} />
      </label>
      {error?.message && <span>{error.message}</span>}
    </div>
  );
}

function Form() {
  const form = useForm<{ name: string; city: string }>({
    defaultValues: { name: '', city: 'Leeds' },
  });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
      <BoundFields
        Field={Field}
        form={form}
        className="col-6"
        fields={[
          { name: 'name', label: 'Name', rules: { required: 'Needed' } },
          { name: 'city', label: 'City', className: 'col-12' },
        ]}
      />
      <button type="submit">Go</button>
    </form>
  );
}

describe('BoundFields', () => {
  it('registers each spec, keeps its own class or takes the list’s, and shows its error', async () => {
    render(<Form />);
    expect(screen.getByLabelText('City')).toHaveValue('Leeds');
    expect(screen.getByTestId('City')).toHaveClass('col-12');
    expect(screen.getByTestId('Name')).toHaveClass('col-6');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid'));
    expect(screen.getByText('Needed')).toBeInTheDocument();
  });
});
