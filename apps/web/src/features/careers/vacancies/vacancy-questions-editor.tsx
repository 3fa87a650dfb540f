import { SCREENING_LIMITS, screeningQuestionKinds } from '@careers/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { ChoiceSelect } from '../../../core/ui/choice-select.tsx';
import { TextField } from '../../../core/ui/text-field.tsx';
import type { VacancyFields } from './vacancy-form-fields.tsx';
import { emptyQuestion, type VacancyFormValues, type VacancyInput } from './vacancy-form-values.ts';
import { PartCard } from '../../../core/ui/part-card.tsx';

interface ApplyingCardProps {
  fields: VacancyFields;
  control: Control<VacancyFormValues, unknown, VacancyInput>;
}

/**
 * How candidates apply: the vacancy's own screening questions (added, ordered, removed, each with
 * its kind, options and required flag), or a link to apply on the employer's site instead.
 */
export function ApplyingCard({ fields, control }: ApplyingCardProps) {
  const { t } = useTranslation();
  const { register, errorOf } = fields;
  const {
    fields: rows,
    append,
    remove,
    move,
  } = useFieldArray({
    control,
    name: 'questions',
    // A question's own `id` (kept when editing) is not the list's React key.
    keyName: 'key',
  });
  const questions = useWatch({ control, name: 'questions' });
  const externalUrl = useWatch({ control, name: 'externalApplyUrl' });
  const full = rows.length >= SCREENING_LIMITS.questions;
  // Errors on one option ('questions.0.options.1') show on the options box.
  const optionsError = (i: number) =>
    errorOf(`questions.${i}.options`) ??
    Array.from({ length: SCREENING_LIMITS.options }, (_, k) =>
      errorOf(`questions.${i}.options.${k}`),
    ).find(Boolean);

  return (
    <PartCard title={t('careers.screening.applying')}>
      <TextField
        id="vacancy-externalApplyUrl"
        label={t('careers.screening.externalApplyUrl')}
        hint={t('careers.screening.externalApplyHint')}
        type="url"
        inputMode="url"
        dir="ltr"
        placeholder="https://"
        error={errorOf('externalApplyUrl')}
        registration={register('externalApplyUrl')}
      />
      <h3 className="h6 mt-4 mb-2">{t('careers.screening.questions')}</h3>
      <p className="small text-body-secondary">
        {externalUrl.trim()
          ? t('careers.screening.questionsUnused')
          : t('careers.screening.questionsHint')}
      </p>
      <ol className="list-unstyled mb-3">
        {rows.map((row, i) => {
          const number = i + 1;
          const kind = questions[i]?.kind ?? row.kind;
          return (
            <li key={row.key} className="border rounded p-3 mb-3">
              <fieldset>
                <legend className="h6">{t('careers.screening.questionN', { number })}</legend>
                <TextField
                  id={`vacancy-questions-${i}-label`}
                  label={t('careers.screening.label')}
                  required
                  maxLength={SCREENING_LIMITS.label}
                  error={errorOf(`questions.${i}.label`)}
                  registration={register(`questions.${i}.label`)}
                />
                <div className="row">
                  <div className="col-md-6 mb-3">
                    <ChoiceSelect
                      id={`vacancy-questions-${i}-kind`}
                      label={t('careers.screening.kind')}
                      values={screeningQuestionKinds}
                      labelOf={(k) => t(`careers.screening.kinds.${k}`)}
                      {...register(`questions.${i}.kind`)}
                    />
                  </div>
                  <div className="col-md-6 mb-3 d-flex align-items-end">
                    <Form.Check
                      id={`vacancy-questions-${i}-required`}
                      label={t('careers.screening.required')}
                      {...register(`questions.${i}.required`)}
                    />
                  </div>
                </div>
                <TextField
                  id={`vacancy-questions-${i}-helpText`}
                  label={t('careers.screening.helpText')}
                  maxLength={SCREENING_LIMITS.helpText}
                  error={errorOf(`questions.${i}.helpText`)}
                  registration={register(`questions.${i}.helpText`)}
                />
                {kind === 'single_choice' && (
                  <TextField
                    id={`vacancy-questions-${i}-options`}
                    label={t('careers.screening.options')}
                    hint={t('careers.screening.optionsHint')}
                    rows={4}
                    required
                    error={optionsError(i)}
                    registration={register(`questions.${i}.options`)}
                  />
                )}
                <div className="d-flex flex-wrap gap-2">
                  {(['up', 'down'] as const).map((way) => {
                    const to = way === 'up' ? i - 1 : i + 1;
                    return (
                      <Button
                        key={way}
                        size="sm"
                        variant="outline-secondary"
                        disabled={to < 0 || to === rows.length}
                        onClick={() => move(i, to)}
                        aria-label={t(
                          way === 'up' ? 'careers.screening.moveUp' : 'careers.screening.moveDown',
                          { number },
                        )}
                      >
                        {t(`careers.screening.${way}`)}
                      </Button>
                    );
                  })}
                  <Button
                    size="sm"
                    variant="outline-danger"
                    className="ms-auto"
                    onClick={() => remove(i)}
                    aria-label={t('careers.screening.removeN', { number })}
                  >
                    {t('careers.screening.remove')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errorOf('questions') && (
        <div className="text-danger small mb-2" role="alert">
          {errorOf('questions')}
        </div>
      )}
      <Button variant="outline-primary" disabled={full} onClick={() => append(emptyQuestion())}>
        {t('careers.screening.add')}
      </Button>
    </PartCard>
  );
}
