// @vitest-environment jsdom
import type { ApplicationDraft, ScreeningQuestion } from '@careers/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockHttp } from '../../core/test/mock-http.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../core/http/http.ts';
import { WithProviders } from '../../core/test/render.tsx';
import { initAppI18n } from '../../core/test/test-i18n.ts';
import { CoverNoteField, useApplicationDraft } from './apply-cover-note.tsx';
import { ScreeningQuestions } from './apply-screening-questions.tsx';

const mock = new MockHttp(http);
afterEach(() => {
  cleanup();
  mock.reset();
});
beforeAll(() => initAppI18n('en'));

const vacancyId = '9d0c4d7e-2f4b-4f7e-8f43-0d3c2b1a0f01';
const url = `/api/v1/vacancies/${vacancyId}/application-draft`;
const q = (n: number) => `6f1c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e1${n}`;
const questions: ScreeningQuestion[] = [
  { id: q(1), kind: 'short_text', label: 'Languages', helpText: '', options: [], required: true },
  { id: q(2), kind: 'yes_no', label: 'Right to work', helpText: '', options: [], required: true },
];

/** The dialog's use of the draft: the questions and the note, both kept in it. */
function Harness() {
  const draft = useApplicationDraft(vacancyId, true);
  return (
    <>
      <ScreeningQuestions
        questions={questions}
        values={draft.answers}
        errors={{}}
        onChange={draft.answer}
      />
      <CoverNoteField draft={draft} />
    </>
  );
}

describe('the application draft', { timeout: 20_000 }, () => {
  it('brings back the saved answers and saves new ones with the note as the student writes', async () => {
    const saved: ApplicationDraft = {
      vacancyId,
      coverNote: 'Dear team',
      answers: { [q(1)]: 'Python' },
      updatedAt: '2026-12-01T10:00:00.000Z',
    };
    const puts: unknown[] = [];
    mock.onGet(url).reply(200, saved);
    mock.onPut(url).reply((config) => {
      const body = JSON.parse(String(config.data)) as { coverNote: string; answers: object };
      puts.push(body);
      return [200, { ...saved, ...body }];
    });
    render(
      <WithProviders>
        <Harness />
      </WithProviders>,
    );
    const languages = await screen.findByRole('textbox', { name: /Languages/ });
    await waitFor(() => expect(languages).toHaveValue('Python'));
    expect(screen.getByRole('textbox', { name: 'Cover note' })).toHaveValue('Dear team');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 3000 });
    expect(puts[0]).toEqual({
      coverNote: 'Dear team',
      answers: { [q(1)]: 'Python', [q(2)]: true },
    });
    await waitFor(() => expect(screen.getByText('Draft saved')).toBeInTheDocument());
  });
});
