import {
  checkScreeningAnswers,
  SCREENING_LIMITS,
  screeningMessages,
  type ScreeningAnswerValue,
  type ScreeningQuestion,
} from '@careers/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../core/i18n/use-translation.ts';

export type ScreeningValues = Record<string, ScreeningAnswerValue>;

/** The reader's words for each of the contract's answer problems. */
const problemKeys: Record<string, string> = {
  [screeningMessages.answerNeeded]: 'portal.screening.needed',
  [screeningMessages.answerYesNo]: 'portal.screening.yesNo',
  [screeningMessages.answerChoice]: 'portal.screening.choice',
  [screeningMessages.answerText]: 'portal.screening.needed',
  [screeningMessages.unknownQuestion]: 'portal.screening.unknown',
};

/** A problem of the contract (or the server's 400 message) in the reader's language. */
export function screeningProblemText(t: TFunction, message: string): string {
  const key = problemKeys[message];
  if (key) return t(key);
  return message.startsWith('An answer is at most') ? t('portal.screening.tooLong') : message;
}

/**
 * The answers checked by the contract's own rules (the server's): the values to send, or each
 * question's problem in the reader's words.
 */
export function checkAnswers(
  t: TFunction,
  questions: readonly ScreeningQuestion[],
  values: ScreeningValues,
): { answers: ScreeningValues } | { errors: Record<string, string> } {
  const checked = checkScreeningAnswers(questions, values);
  if (!checked.ok) {
    return {
      errors: Object.fromEntries(
        checked.problems.map((p) => [p.questionId, screeningProblemText(t, p.message)]),
      ),
    };
  }
  return { answers: Object.fromEntries(checked.values.map((v) => [v.questionId, v.value])) };
}

interface ScreeningQuestionsProps {
  questions: readonly ScreeningQuestion[];
  values: ScreeningValues;
  onChange(questionId: string, value: ScreeningAnswerValue | undefined): void;
  /** Each question's problem, by question id. */
  errors: Record<string, string>;
}

/** The vacancy's own questions, each with the input its kind takes, required ones marked. */
export function ScreeningQuestions({
  questions,
  values,
  onChange,
  errors,
}: ScreeningQuestionsProps) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <section className="mb-3" aria-labelledby="apply-screening-title">
      <h3 id="apply-screening-title" className="h6">
        {t('portal.screening.title')}
      </h3>
      {questions.map((q) => (
        <Question
          key={q.id}
          question={q}
          value={values[q.id]}
          error={errors[q.id]}
          onChange={(v) => onChange(q.id, v)}
        />
      ))}
    </section>
  );
}

function Question({
  question: q,
  value,
  error,
  onChange,
}: {
  question: ScreeningQuestion;
  value: ScreeningAnswerValue | undefined;
  error: string | undefined;
  onChange(value: ScreeningAnswerValue | undefined): void;
}) {
  const { t } = useTranslation();
  const id = `screening-${q.id}`;
  const described = [q.helpText ? `${id}-help` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-required': q.required || undefined,
  };
  const label = (
    <>
      {q.label}
      {q.required ? (
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      ) : (
        <span className="text-body-secondary small ms-1">{t('portal.screening.optional')}</span>
      )}
    </>
  );
  const help = q.helpText ? (
    <div id={`${id}-help`} className="form-text">
      {q.helpText}
    </div>
  ) : null;
  const problem = error ? (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  ) : null;
  const text = typeof value === 'string' ? value : '';

  if (q.kind === 'yes_no' || q.kind === 'single_choice') {
    const choices: { key: string; label: string; value: ScreeningAnswerValue }[] =
      q.kind === 'yes_no'
        ? [
            { key: 'yes', label: t('portal.screening.yes'), value: true },
            { key: 'no', label: t('portal.screening.no'), value: false },
          ]
        : q.options.map((o, i) => ({ key: String(i), label: o, value: o }));
    return (
      <fieldset className="mb-3" {...aria} role="radiogroup">
        <legend className="form-label fs-6 mb-1">{label}</legend>
        {help}
        <div className={q.kind === 'yes_no' ? 'd-flex gap-3' : undefined}>
          {choices.map((c) => (
            <div key={c.key} className="form-check">
              <input
                className={`form-check-input${error ? ' is-invalid' : ''}`}
                type="radio"
                name={id}
                id={`${id}-${c.key}`}
                checked={value === c.value}
                onChange={() => onChange(c.value)}
              />
              <label className="form-check-label" htmlFor={`${id}-${c.key}`}>
                {c.label}
              </label>
            </div>
          ))}
        </div>
        {problem}
      </fieldset>
    );
  }
  const max = q.kind === 'short_text' ? SCREENING_LIMITS.shortText : SCREENING_LIMITS.longText;
  const control = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    maxLength: max,
    value: text,
    ...aria,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {q.kind === 'short_text' ? (
        <input type="text" {...control} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <textarea rows={4} {...control} onChange={(e) => onChange(e.target.value)} />
      )}
      {help}
      {problem}
    </div>
  );
}
