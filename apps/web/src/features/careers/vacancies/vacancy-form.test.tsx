// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../core/api/api-error.ts';
import { mockApi } from '../../../core/test/mock-api.ts';
import { WithProviders } from '../../../core/test/render.tsx';
import { initAppI18n } from '../../../core/test/test-i18n.ts';
import { VacancyForm } from './vacancy-form.tsx';
import { emptyVacancyValues, type VacancyInput } from './vacancy-form-values.ts';

// The form's organisation picker reads the API: the test kit's mock answers it, nothing is sent.
mockApi();

type Submit = (input: VacancyInput, version?: string) => Promise<ApiError | null>;

function setup(onSubmit = vi.fn<Submit>(async () => null)) {
  const user = userEvent.setup({ delay: null });
  render(
    <WithProviders>
      <VacancyForm submitLabel="Create draft" onSubmit={onSubmit} onCancel={() => {}} />
    </WithProviders>,
  );
  return { user, onSubmit };
}

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValid(user: User) {
  await fill(user, 'Title', 'Graduate Data Analyst');
  await fill(user, 'Employer name', 'Northwind Analytics');
  await fill(user, 'Location', 'Leeds');
  await fill(user, 'Sector', 'Technology');
  await fill(user, 'Description', 'Join our insight team and turn data into decisions.');
}

// The form's messages come from the app-wide i18next instance (core/forms), as in the app.
beforeAll(() => initAppI18n('en'));

// The form grew the applying card (issue 20, point 8): typing into it key by key takes longer on a
// shared two-core machine (14 s became 21 s for the salary test under load).
describe('VacancyForm', { timeout: 40_000 }, () => {
  it('shows the contract schema messages for missing fields and does not submit', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText("Enter the employer's name.")).toBeInTheDocument();
    expect(screen.getByText('Enter a location.')).toBeInTheDocument();
    expect(screen.getByText('Enter a sector.')).toBeInTheDocument();
    expect(screen.getByText('Enter a description.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a maximum salary below the minimum, on the maximum field', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await user.click(screen.getByLabelText('State a salary'));
    const min = screen.getByLabelText('Minimum salary');
    const max = screen.getByLabelText('Maximum salary');
    await user.clear(min);
    await user.type(min, '30000');
    await user.clear(max);
    await user.type(max, '25000');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    expect(
      await screen.findByText('The maximum salary must be at least the minimum.'),
    ).toBeInTheDocument();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(max);
    await user.type(max, '32000');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].salary).toEqual({
      min: 30000,
      max: 32000,
      currency: 'GBP',
      period: 'year',
    });
  });

  it('submits the API input: ISO closing date, no salary, numeric graduation years', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    const year = String(new Date().getFullYear());
    await user.click(screen.getByLabelText(year));
    await user.click(screen.getByLabelText('Postgraduate'));
    await user.click(screen.getByLabelText('Transcript'));
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const input = onSubmit.mock.calls[0]![0];
    expect(input).toMatchObject({
      title: 'Graduate Data Analyst',
      employer: { name: 'Northwind Analytics', website: '', contactEmail: '' },
      salary: null,
      positions: 1,
      requiredDocuments: ['cv', 'transcript'],
      eligibility: { levels: ['postgraduate'], graduationYears: [Number(year)] },
    });
    expect(input.closesAt).toBe(new Date(emptyVacancyValues().closesAt).toISOString());
  });

  it('refuses a bad website and a contact email with the contract messages', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Employer website'), 'not a url');
    await user.type(screen.getByLabelText('Contact email'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(
      await screen.findByText('Enter a web address, such as https://example.org.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it.each([
    ['javascript:alert(1)', 'Only http:// and https:// addresses are allowed.'],
    ['data:text/html,hi', 'Only http:// and https:// addresses are allowed.'],
    ['https://me:pw@northwind.example', 'An address with a user name or password is not allowed.'],
  ])(
    'refuses the website %j as the server would, and does not submit',
    async (website, message) => {
      const { user, onSubmit } = setup();
      await fillValid(user);
      await fill(user, 'Employer website', website);
      await user.click(screen.getByRole('button', { name: 'Create draft' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText('Employer website')).toHaveAttribute('aria-invalid', 'true');
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('takes a bare host as the website, shows it normalised on leaving the field, and sends that', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await fill(user, 'Employer website', '  Northwind.example/careers ');
    await user.tab();
    expect(screen.getByLabelText('Employer website')).toHaveValue(
      'https://northwind.example/careers',
    );
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].employer?.website).toBe('https://northwind.example/careers');
  });

  it('shows a 400 from the server on its field and a 409 as an alert', async () => {
    const onSubmit = vi
      .fn<Submit>()
      .mockResolvedValueOnce({
        message: 'Title is taken for this employer',
        field: 'title',
        status: 400,
      })
      .mockResolvedValueOnce({ message: 'An archived vacancy cannot be edited', status: 409 });
    const { user } = setup(onSubmit);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Title is taken for this employer')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An archived vacancy cannot be edited',
    );
  });

  it('previews the description as sanitised Markdown', async () => {
    const { user } = setup();
    await fill(
      user,
      'Description',
      '## Your role\n\n- **Analyse** data <img src=x onerror=alert(1)>',
    );
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByLabelText('Preview');
    expect(within(preview).getByRole('heading', { name: 'Your role' })).toBeInTheDocument();
    expect(within(preview).getByText('Analyse').tagName).toBe('STRONG');
    expect(preview.innerHTML).not.toContain('onerror');
  });
});
