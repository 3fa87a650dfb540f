// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { FormField } from './form-field.tsx';
import { SelectField } from '../../shared/select-field.tsx';
import { FormPanel } from './form-panel.tsx';
import { stubMatchMedia } from './form-test-kit.ts';

afterEach(cleanup);
beforeAll(stubMatchMedia);

describe('FormPanel', () => {
  it('submits its fields, cancels, and shows a translated error under a field', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onHide = vi.fn();
    render(
      <FormPanel
        show
        onHide={onHide}
        texts="invoiceApp.clientForm"
        cancel="invoiceApp.cancel"
        onSubmit={onSubmit}
      >
        <FormField controlId="test-email" label="Email" error="invoiceApp.errors.email" />
        <FormField controlId="test-name" label="Name" />
        <SelectField
          controlId="test-kind"
          label="Kind"
          options={[
            { value: 'a', label: 'Alpha' },
            { value: 'b', label: 'Beta' },
          ]}
        />
      </FormPanel>,
    );
    expect(screen.getByRole('dialog', { name: 'Add new client' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveClass('is-invalid');
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveClass('is-invalid');
    expect(screen.getByRole('option', { name: 'Beta' })).toHaveValue('b');
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(onSubmit).toHaveBeenCalled();
    const cancels = screen.getAllByRole('button', { name: 'Cancel' });
    expect(cancels).toHaveLength(2);
    cancels.forEach((button) => fireEvent.click(button));
    expect(onHide).toHaveBeenCalledTimes(2);
  });
});
