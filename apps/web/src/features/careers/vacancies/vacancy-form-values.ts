import {
  createVacancyInputSchema,
  type CandidateLevel,
  type CreateVacancyInput,
  type DocumentKind,
  type ScreeningQuestionKind,
  type Vacancy,
  type VacancyType,
  type Workplace,
} from '@careers/contracts';
import { isoToLocalInput, localInputToIso } from '../../../core/format/local-input.ts';
import { localizedResolver } from '../../../core/forms/localized-resolver.ts';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type SalaryPeriod = 'year' | 'month' | 'week' | 'hour';

/** What the form edits; `toVacancyInput` turns it into the API's input. */
export interface VacancyFormValues {
  title: string;
  /** The organisation picked by type-ahead; '' to find or create one by the employer's name. */
  organisationId: string;
  employer: { name: string; website: string; contactEmail: string };
  location: string;
  workplace: Workplace;
  type: VacancyType;
  sector: string;
  description: string;
  hasSalary: boolean;
  salary: { min: number; max: number; currency: string; period: SalaryPeriod };
  positions: number;
  /** The value of a datetime-local input (the admin's local time). */
  closesAt: string;
  requiredDocuments: DocumentKind[];
  eligibility: { levels: CandidateLevel[]; graduationYears: string[] };
  /** The screening questions, in order; options one a line (single choice only). */
  questions: QuestionFormValues[];
  /** "Apply on the employer's site" ('' for none: candidates apply in the portal). */
  externalApplyUrl: string;
}

/** One screening question as the editor holds it: `id` '' for a new one. */
export interface QuestionFormValues {
  id: string;
  kind: ScreeningQuestionKind;
  label: string;
  helpText: string;
  options: string;
  required: boolean;
}

export function emptyQuestion(): QuestionFormValues {
  return { id: '', kind: 'short_text', label: '', helpText: '', options: '', required: true };
}

export type VacancyInput = z.output<typeof createVacancyInputSchema>;

export function emptyVacancyValues(now = new Date()): VacancyFormValues {
  const closes = new Date(now);
  closes.setDate(closes.getDate() + 30);
  closes.setHours(17, 0, 0, 0);
  return {
    title: '',
    organisationId: '',
    employer: { name: '', website: '', contactEmail: '' },
    location: '',
    workplace: 'on_site',
    type: 'graduate_job',
    sector: '',
    description: '',
    hasSalary: false,
    salary: { min: 0, max: 0, currency: 'GBP', period: 'year' },
    positions: 1,
    closesAt: isoToLocalInput(closes.toISOString()),
    requiredDocuments: ['cv'],
    eligibility: { levels: [], graduationYears: [] },
    questions: [],
    externalApplyUrl: '',
  };
}

export function vacancyToValues(v: Vacancy): VacancyFormValues {
  return {
    title: v.title,
    organisationId: v.organisationId,
    employer: {
      name: v.employer.name,
      website: v.employer.website ?? '',
      contactEmail: v.employer.contactEmail ?? '',
    },
    location: v.location,
    workplace: v.workplace,
    type: v.type,
    sector: v.sector,
    description: v.description,
    hasSalary: v.salary !== null,
    salary: v.salary ?? { min: 0, max: 0, currency: 'GBP', period: 'year' },
    positions: v.positions,
    closesAt: isoToLocalInput(v.closesAt),
    requiredDocuments: [...v.requiredDocuments],
    eligibility: {
      levels: [...v.eligibility.levels],
      graduationYears: v.eligibility.graduationYears.map(String),
    },
    questions: v.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      label: q.label,
      helpText: q.helpText,
      options: q.options.join('\n'),
      required: q.required,
    })),
    externalApplyUrl: v.externalApplyUrl ?? '',
  };
}

export function toVacancyInput(values: VacancyFormValues): CreateVacancyInput {
  return {
    title: values.title,
    ...(values.organisationId ? { organisationId: values.organisationId } : {}),
    employer: {
      name: values.employer.name,
      website: values.employer.website.trim(),
      contactEmail: values.employer.contactEmail.trim(),
    },
    location: values.location,
    workplace: values.workplace,
    type: values.type,
    sector: values.sector,
    description: values.description,
    salary: values.hasSalary
      ? {
          min: values.salary.min,
          max: values.salary.max,
          currency: values.salary.currency,
          period: values.salary.period,
        }
      : null,
    positions: values.positions,
    closesAt: localInputToIso(values.closesAt),
    requiredDocuments: values.requiredDocuments,
    eligibility: {
      levels: values.eligibility.levels,
      graduationYears: values.eligibility.graduationYears.map(Number),
    },
    questions: values.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      kind: q.kind,
      label: q.label,
      helpText: q.helpText,
      options:
        q.kind === 'single_choice'
          ? q.options
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
      required: q.required,
    })),
    externalApplyUrl: values.externalApplyUrl.trim(),
  };
}

const contractResolver = localizedResolver(createVacancyInputSchema);

/**
 * Validates with the contract's schema (the server's own rules), in the reader's words (the web's
 * error map), on the server's field paths (salary.max, employer.name, closesAt…).
 */
export const vacancyFormResolver: Resolver<VacancyFormValues, unknown, VacancyInput> = async (
  values,
  context,
  options,
) => {
  const result = await contractResolver(
    toVacancyInput(values),
    context,
    options as unknown as Parameters<typeof contractResolver>[2],
  );
  return result as unknown as Awaited<
    ReturnType<Resolver<VacancyFormValues, unknown, VacancyInput>>
  >;
};

/** Graduation years offered as checkboxes: a few either side of now, plus any already chosen. */
export function graduationYearOptions(chosen: string[], now = new Date()): string[] {
  const year = now.getFullYear();
  const years = new Set<string>(chosen);
  for (let y = year - 3; y <= year + 4; y += 1) years.add(String(y));
  return [...years].sort();
}
