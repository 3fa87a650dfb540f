import type { CreateVacancyInput, Vacancy } from '@careers/contracts';
import { isoToLocalInput, localInputToIso } from '../../../core/format/local-input.ts';

/** What the employer's draft form edits (strings as the inputs hold them). */
export interface EmployerVacancyValues {
  title: string;
  location: string;
  workplace: Vacancy['workplace'];
  type: Vacancy['type'];
  sector: string;
  description: string;
  positions: string;
  closesAt: string;
  requiredDocuments: Vacancy['requiredDocuments'];
}

export function valuesOf(v?: Vacancy): EmployerVacancyValues {
  return {
    title: v?.title ?? '',
    location: v?.location ?? '',
    workplace: v?.workplace ?? 'hybrid',
    type: v?.type ?? 'graduate_job',
    sector: v?.sector ?? '',
    description: v?.description ?? '',
    positions: String(v?.positions ?? 1),
    closesAt: v ? isoToLocalInput(v.closesAt) : '',
    requiredDocuments: v?.requiredDocuments ?? ['cv'],
  };
}

export function inputOf(values: EmployerVacancyValues): CreateVacancyInput {
  return {
    title: values.title,
    location: values.location,
    workplace: values.workplace,
    type: values.type,
    sector: values.sector,
    description: values.description,
    positions: Number(values.positions),
    closesAt: localInputToIso(values.closesAt),
    // No employer: the server names the vacancy after the contact's organisation.
    requiredDocuments: values.requiredDocuments,
  };
}
