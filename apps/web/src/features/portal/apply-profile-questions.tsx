import {
  profileFieldsForApplying,
  type Candidate,
  type CandidateLevel,
  type ProfileFieldForApplying,
} from '@careers/contracts';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { FieldBox } from './profile-links.tsx';
import { LevelSelect } from './level-select.tsx';

/** The profile answers the dialog asks for when the profile lacks them. */
export interface ProfileAnswers {
  level: CandidateLevel | '';
  graduationYear: string;
  programme: string;
}

/** The profile fields an application needs that the profile has not got. */
export function missingProfileFields(
  profile: Pick<Candidate, ProfileFieldForApplying>,
): ProfileFieldForApplying[] {
  return profileFieldsForApplying.filter((field) => {
    const value = profile[field];
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
}

/** The first answer that is not usable, or the profile change to save. */
export function checkProfileAnswers(
  answers: ProfileAnswers,
  asked: ProfileFieldForApplying[],
):
  | { field: ProfileFieldForApplying }
  | { patch: Partial<Pick<Candidate, ProfileFieldForApplying>> } {
  const patch: Partial<Pick<Candidate, ProfileFieldForApplying>> = {};
  for (const field of asked) {
    if (field === 'level') {
      if (!answers.level) return { field };
      patch.level = answers.level;
    } else if (field === 'graduationYear') {
      const year = Number(answers.graduationYear.trim());
      if (!answers.graduationYear.trim() || !Number.isInteger(year) || year < 1950 || year > 2100)
        return { field };
      patch.graduationYear = year;
    } else {
      const programme = answers.programme.trim();
      if (!programme || programme.length > 120) return { field };
      patch.programme = programme;
    }
  }
  return { patch };
}

/** The answers a profile already holds, as the questions show them. */
export function answersOf(profile: Pick<Candidate, ProfileFieldForApplying>): ProfileAnswers {
  return {
    level: profile.level ?? '',
    graduationYear: profile.graduationYear ? String(profile.graduationYear) : '',
    programme: profile.programme ?? '',
  };
}

interface ProfileQuestionsProps {
  questions: ProfileFieldForApplying[];
  answers: ProfileAnswers;
  onChange: Dispatch<SetStateAction<ProfileAnswers>>;
  /** The answer the last check found unusable. */
  invalid: ProfileFieldForApplying | null;
}

/** The "About you" questions: the profile fields an application needs and the profile lacks. */
export function ProfileQuestions({ questions, answers, onChange, invalid }: ProfileQuestionsProps) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  const label = (field: ProfileFieldForApplying) => t(`portal.profile.${field}`);
  const textField = (
    field: 'graduationYear' | 'programme',
    column: string,
    extra: Record<string, unknown>,
  ) => (
    <FieldBox id={`apply-${field}`} label={label(field)} className={column}>
      <input
        id={`apply-${field}`}
        {...extra}
        required
        className={`form-control${invalid === field ? ' is-invalid' : ''}`}
        aria-invalid={invalid === field || undefined}
        value={answers[field]}
        onChange={(e) => onChange((a) => ({ ...a, [field]: e.target.value }))}
      />
    </FieldBox>
  );

  return (
    <fieldset className="mb-3" aria-describedby="apply-about-hint">
      <legend className="fs-6 fw-semibold mb-1">{t('portal.apply.aboutYou')}</legend>
      <p id="apply-about-hint" className="form-text mt-0 mb-2">
        {t('portal.apply.aboutYouHint')}
      </p>
      <div className="row g-3">
        {questions.includes('level') && (
          <LevelSelect
            id="apply-level"
            className="col-12 col-md-4"
            label={label('level')}
            value={answers.level}
            aria-invalid={invalid === 'level' || undefined}
            required
            onChange={(e) =>
              onChange((a) => ({ ...a, level: e.target.value as CandidateLevel | '' }))
            }
          />
        )}
        {questions.includes('graduationYear') &&
          textField('graduationYear', 'col-12 col-md-3', {
            type: 'number',
            inputMode: 'numeric',
            min: 1950,
            max: 2100,
          })}
        {questions.includes('programme') &&
          textField('programme', 'col-12 col-md-5', { type: 'text', maxLength: 120 })}
      </div>
    </fieldset>
  );
}
