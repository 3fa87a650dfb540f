// @vitest-environment jsdom
import type { ScreeningQuestion } from '@careers/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../core/test/render.tsx';
import { initAppI18n } from '../../core/test/test-i18n.ts';
import {
  checkAnswers,
  ScreeningQuestions,
  type ScreeningValues,
} from './apply-screening-questions.tsx';

afterEach(cleanup);
beforeAll(() => initAppI18n('en'));

const id = (n: number) => `6f1c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e1${n}`;
const questions: ScreeningQuestion[] = [
  {
    id: id(1),
    kind: 'short_text',
    label: 'Languages',
    helpText: 'Comma-separated',
    options: [],
    required: true,
  },
  {
    id: id(2),
    kind: 'long_text',
    label: 'Anything else',
    helpText: '',
    options: [],
    required: false,
  },
  { id: id(3), kind: 'yes_no', label: 'Right to work', helpText: '', options: [], required: true },
  {
    id: id(4),
    kind: 'single_choice',
    label: 'Start',
    helpText: '',
    options: ['September', 'January'],
    required: true,
  },
];

/** The questions as the dialog holds them: answers in state, checked on "Send". */
function Harness({ onSend }: { onSend: (answers: ScreeningValues) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ScreeningValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <>
      <ScreeningQuestions
        questions={questions}
        values={values}
        errors={errors}
        onChange={(q, v) => setValues((all) => ({ ...all, [q]: v ?? '' }))}
      />
      <button
        type="button"
        onClick={() => {
          const checked = checkAnswers(t, questions, values);
          if ('errors' in checked) setErrors(checked.errors);
          else onSend(checked.answers);
        }}
      >
        Send
      </button>
    </>
  );
}

describe('the apply dialog’s screening questions', { timeout: 20_000 }, () => {
  it('gives each kind its input, marks the required ones, and names each problem on its question', async () => {
    const user = userEvent.setup({ delay: null });
    const onSend = vi.fn();
    render(
      <WithProviders>
        <Harness onSend={onSend} />
      </WithProviders>,
    );
    const languages = screen.getByRole('textbox', { name: /Languages/ });
    expect(languages.tagName).toBe('INPUT');
    expect(languages).toHaveAttribute('aria-required', 'true');
    expect(languages).toHaveAccessibleDescription('Comma-separated');
    expect(screen.getByRole('textbox', { name: /Anything else/ }).tagName).toBe('TEXTAREA');
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    const right = screen.getByRole('radiogroup', { name: /Right to work/ });
    expect(right).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(languages).toHaveAttribute('aria-invalid', 'true');
    expect(languages).toHaveAccessibleDescription('Comma-separated Answer this question.');
    expect(screen.getByRole('radiogroup', { name: /Start/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getAllByText('Answer this question.')).toHaveLength(3);

    await user.type(languages, '  TypeScript  ');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'January' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Text trimmed, yes/no a boolean, the chosen option as written, blanks left out.
    expect(onSend).toHaveBeenCalledWith({
      [id(1)]: 'TypeScript',
      [id(3)]: false,
      [id(4)]: 'January',
    });
  });
});
