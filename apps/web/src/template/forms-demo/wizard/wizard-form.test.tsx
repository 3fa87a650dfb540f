// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../core/test/render.tsx';
import { WizardForm } from './wizard-form.tsx';

afterEach(cleanup);

describe('WizardForm', () => {
  it('stays on an invalid step and keeps values when going back', async () => {
    render(<WizardForm />, { wrapper: WithProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Email')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'hr@northwind.co.uk' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Graduate2026' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Graduate2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Recruiter name')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Employer');

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('hr@northwind.co.uk');
  });
});
