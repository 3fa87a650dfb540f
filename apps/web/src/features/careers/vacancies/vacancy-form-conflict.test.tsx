// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../core/api/api-error.ts';
import { mockApi } from '../../../core/test/mock-api.ts';
import { WithProviders } from '../../../core/test/render.tsx';
import { VacancyForm } from './vacancy-form.tsx';
import { emptyVacancyValues, type VacancyInput } from './vacancy-form-values.ts';

// The form's organisation picker reads the API: the test kit's mock answers it, nothing is sent.
mockApi();

type Submit = (input: VacancyInput, version?: string) => Promise<ApiError | null>;

describe(
  'VacancyForm after someone else saved first (409 on expectedUpdatedAt)',
  { timeout: 40_000 },
  () => {
    const stale: ApiError = {
      message:
        'This record was changed by someone else since you opened it. Reload to see the latest version.',
      field: 'expectedUpdatedAt',
      status: 409,
    };
    const opened = () => ({
      ...emptyVacancyValues(),
      title: 'Graduate Data Analyst',
      employer: { name: 'Northwind Analytics', website: '', contactEmail: '' },
      location: 'Leeds',
      sector: 'Technology',
      description: 'Join our insight team and turn data into decisions.',
    });
    const latest = () => ({ ...opened(), location: 'York', positions: 4 });

    function setupEdit(
      onSubmit: Submit,
      onReload = vi.fn(async () => ({ values: latest(), version: 'v2' })),
    ) {
      const user = userEvent.setup({ delay: null });
      render(
        <WithProviders>
          <VacancyForm
            initial={opened()}
            version="v1"
            submitLabel="Save changes"
            onSubmit={onSubmit}
            onReload={onReload}
            onCancel={() => {}}
          />
        </WithProviders>,
      );
      return { user, onReload };
    }

    it('sends the version it was opened at, keeps what was typed, and says so with a Reload', async () => {
      const onSubmit = vi.fn<Submit>().mockResolvedValueOnce(stale);
      const { user } = setupEdit(onSubmit);
      await user.clear(screen.getByLabelText('Title'));
      await user.type(screen.getByLabelText('Title'), 'Senior Data Analyst');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'This record was changed by someone else since you opened it. Reload to see the latest version.',
      );
      expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
      expect(onSubmit.mock.calls[0]?.[1]).toBe('v1');
      expect(screen.getByLabelText('Title')).toHaveValue('Senior Data Analyst');
    });

    it('Reload shows the latest version, keeps the edits aside to put back, then saves over the new version', async () => {
      const onSubmit = vi.fn<Submit>().mockResolvedValueOnce(stale).mockResolvedValueOnce(null);
      const { user, onReload } = setupEdit(onSubmit);
      await user.clear(screen.getByLabelText('Title'));
      await user.type(screen.getByLabelText('Title'), 'Senior Data Analyst');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await user.click(await screen.findByRole('button', { name: 'Reload' }));

      expect(onReload).toHaveBeenCalledTimes(1);
      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent(
        'You are now seeing the latest version. Your edits were set aside, not saved.',
      );
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByLabelText('Location')).toHaveValue('York');
      expect(screen.getByLabelText('Title')).toHaveValue('Graduate Data Analyst');

      await user.click(within(status).getByRole('button', { name: 'Put back my edits' }));
      expect(screen.getByLabelText('Title')).toHaveValue('Senior Data Analyst');
      // Only what was typed goes back: the other person's new location stays.
      expect(screen.getByLabelText('Location')).toHaveValue('York');
      expect(screen.queryByRole('status')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(onSubmit.mock.calls[1]?.[1]).toBe('v2');
      expect(onSubmit.mock.calls[1]?.[0].title).toBe('Senior Data Analyst');
    });

    it('says so when the latest version cannot be loaded, and keeps the edits', async () => {
      const onSubmit = vi.fn<Submit>().mockResolvedValueOnce(stale);
      const { user } = setupEdit(
        onSubmit,
        vi.fn(async () => {
          throw new Error('offline');
        }),
      );
      await user.type(screen.getByLabelText('Sector'), ' and data');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await user.click(await screen.findByRole('button', { name: 'Reload' }));
      expect(
        await screen.findByText('The latest version could not be loaded. Try again.'),
      ).toBeVisible();
      expect(screen.getByLabelText('Sector')).toHaveValue('Technology and data');
    });

    it('shows any other 409 as before, without a Reload', async () => {
      const onSubmit = vi
        .fn<Submit>()
        .mockResolvedValueOnce({ message: 'An archived vacancy cannot be edited', status: 409 });
      const { user } = setupEdit(onSubmit);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'An archived vacancy cannot be edited',
      );
      expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    });
  },
);
