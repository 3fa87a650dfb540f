// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../core/api/api-error.ts';
import { aVacancy } from '../../../core/api/test-records.ts';
import { mockApi } from '../../../core/test/mock-api.ts';
import { WithProviders } from '../../../core/test/render.tsx';
import { initAppI18n } from '../../../core/test/test-i18n.ts';
import { VacancyForm } from './vacancy-form.tsx';
import {
  vacancyToValues,
  type VacancyFormValues,
  type VacancyInput,
} from './vacancy-form-values.ts';

// The form's organisation picker reads the API: the test kit's mock answers it, nothing is sent.
mockApi();
beforeAll(() => initAppI18n('en'));

type Submit = (input: VacancyInput, version?: string) => Promise<ApiError | null>;
type User = ReturnType<typeof userEvent.setup>;

const base = vacancyToValues(
  aVacancy({
    title: 'Graduate Data Analyst',
    description: 'Join our insight team and turn data into decisions.',
  }),
);

function setup(initial: VacancyFormValues = base) {
  const user = userEvent.setup({ delay: null });
  const onSubmit = vi.fn<Submit>(async () => null);
  render(
    <WithProviders>
      <VacancyForm initial={initial} submitLabel="Save" onSubmit={onSubmit} onCancel={() => {}} />
    </WithProviders>,
  );
  return { user, onSubmit };
}

async function addQuestion(user: User, label: string, kind?: string) {
  await user.click(screen.getByRole('button', { name: 'Add a question' }));
  const n = screen.getAllByRole('group', { name: /^Question \d+$/ }).length;
  const group = screen.getByRole('group', { name: `Question ${n}` });
  await user.click(within(group).getByLabelText(/^Question/));
  await user.paste(label);
  if (kind) await user.selectOptions(within(group).getByLabelText('Kind of answer'), kind);
  return group;
}

describe('the vacancy questions editor', { timeout: 60_000 }, () => {
  it('adds, orders and removes questions of each kind, and saves them in order', async () => {
    const { user, onSubmit } = setup();
    await addQuestion(user, 'Do you hold the right to work in the UK?', 'Yes or no');
    const choice = await addQuestion(user, 'When could you start?', 'One of several options');
    await user.click(within(choice).getByLabelText('Options'));
    await user.paste('September\nJanuary');
    await user.click(within(choice).getByLabelText('An answer is required'));
    await addQuestion(user, 'Temporary question');
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].questions).toEqual([
      {
        kind: 'single_choice',
        label: 'When could you start?',
        helpText: '',
        options: ['September', 'January'],
        required: false,
      },
      {
        kind: 'yes_no',
        label: 'Do you hold the right to work in the UK?',
        helpText: '',
        options: [],
        required: true,
      },
    ]);
  });

  it('asks a single-choice question for two different options, on its options box', async () => {
    const { user, onSubmit } = setup();
    const choice = await addQuestion(user, 'Pick one', 'One of several options');
    await user.type(within(choice).getByLabelText('Options'), 'Only');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Give at least two different options, one a line.'),
    ).toBeInTheDocument();
    expect(within(choice).getByLabelText('Options')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the ids of existing questions and takes only https links', async () => {
    const id = '6f1c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e09';
    const { user, onSubmit } = setup({
      ...base,
      questions: [
        { id, kind: 'short_text', label: 'Languages?', helpText: '', options: '', required: true },
      ],
    });
    const link = screen.getByLabelText("Apply on the employer's site");
    await user.type(link, 'http://jobs.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an https:// address.')).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://jobs.example.com/apply');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const input = onSubmit.mock.calls[0]?.[0];
    expect(input?.externalApplyUrl).toBe('https://jobs.example.com/apply');
    expect(input?.questions?.[0]).toMatchObject({ id, label: 'Languages?' });
  });
});
