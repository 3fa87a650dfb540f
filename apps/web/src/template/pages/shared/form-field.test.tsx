// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormActions, FormFields } from './form-field.tsx';
import { renderWithUser } from './render-with-user.tsx';

// Forms typed key by key are slow in jsdom on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

interface Values {
  name: string;
  role: string;
}

function Harness({ onSubmit, onCancel }: { onSubmit: (v: Values) => void; onCancel?: () => void }) {
  const form = useForm<Values>({ defaultValues: { name: '', role: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormFields
        form={form}
        className="col-md-6"
        fields={[
          {
            name: 'name',
            label: 'Name',
            rules: { required: 'pages.validation.required' },
            className: 'col-12',
          },
          {
            name: 'role',
            label: 'Role',
            placeholder: 'Choose…',
            options: [
              { value: 'admin', label: 'Admin' },
              { value: 'staff', label: 'Staff' },
            ],
          },
        ]}
      />
      <FormActions onCancel={onCancel} />
    </form>
  );
}

describe('FormFields', () => {
  it('registers each spec and shows its translated error, linked to the field', async () => {
    const onSubmit = vi.fn();
    const { user, container } = renderWithUser(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(container.querySelector('.col-12')).toContainElement(name);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(name, 'Helen');
    await user.selectOptions(screen.getByLabelText('Role'), 'Staff');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Helen', role: 'staff' });
  });

  it('gives a select its empty first option and the class the spec leaves to the list', () => {
    renderWithUser(<Harness onSubmit={vi.fn()} />);
    const role = screen.getByLabelText('Role');
    expect(role).toHaveClass('form-select');
    expect(role.parentElement).toHaveClass('col-md-6');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose…',
      'Admin',
      'Staff',
    ]);
  });
});

describe('FormActions', () => {
  it('offers cancel only when the form can be put back', async () => {
    const onCancel = vi.fn();
    const { user, unmount } = renderWithUser(<Harness onSubmit={vi.fn()} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();
    renderWithUser(<Harness onSubmit={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
