import type { ApplicationStatus } from '@careers/contracts';
import type { PlaceholderValues } from './render.ts';

/** The record an application email speaks of (a row of the applications table). */
export interface ApplicationRecord {
  id: string;
  status: ApplicationStatus;
  candidateName: string;
  vacancyTitle: string;
  employerName: string;
}

export const firstNameOf = (fullName: string) => fullName.split(/\s+/)[0] ?? fullName;

/** The values of a status email: what the candidate's email and its preview both fill in. */
export function applicationValues(
  row: ApplicationRecord,
  publicUrl: string,
  reason: string | null = null,
): PlaceholderValues {
  return {
    firstName: firstNameOf(row.candidateName),
    candidateName: row.candidateName,
    vacancyTitle: row.vacancyTitle,
    employerName: row.employerName,
    status: row.status,
    reason,
    link: `${publicUrl}/portal/applications/${row.id}`,
  };
}
