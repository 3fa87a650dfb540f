import type {
  ScreeningQuestion,
  Vacancy,
  VacancyExportColumn,
  vacancySortColumns,
} from '@careers/contracts';
import type { ExportColumn } from '../../lib/exports/table.ts';
import type { VacancyRow } from './vacancies.repository.ts';
import { iso, isoRequired } from '../../lib/sql.ts';

export type VacancySortColumn = (typeof vacancySortColumns)[number];

/** The vacancy's record with its screening questions (screening.service reads them). */
export function toVacancy(row: VacancyRow, questions: ScreeningQuestion[]): Vacancy {
  return {
    id: row.id,
    title: row.title,
    employer: {
      name: row.employerName,
      ...(row.employerWebsite ? { website: row.employerWebsite } : {}),
      ...(row.employerContactEmail ? { contactEmail: row.employerContactEmail } : {}),
    },
    location: row.location,
    workplace: row.workplace,
    type: row.type,
    sector: row.sector,
    description: row.description,
    salary: row.salary ?? null,
    positions: row.positions,
    closesAt: isoRequired(row.closesAt),
    requiredDocuments: row.requiredDocuments,
    eligibility: row.eligibility,
    status: row.status,
    organisationId: row.organisationId,
    createdByRole: row.createdByRole === 'employer' ? 'employer' : 'admin',
    submittedAt: iso(row.submittedAt),
    reviewNote: row.reviewNote,
    closedAt: iso(row.closedAt),
    publishedAt: iso(row.publishedAt),
    applicationCount: row.applicationCount,
    questions,
    externalApplyUrl: row.externalApplyUrl,
    applyClickCount: row.applyClickCount,
    createdBy: row.createdBy,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

/** The export's columns: header key and cell (dates as dates, enum values in the reader's words). */
export const vacancyExportColumns: Record<VacancyExportColumn, ExportColumn<Vacancy>> = {
  id: ['id', (v) => v.id],
  title: ['title', (v) => v.title],
  employer: ['employer', (v) => v.employer.name],
  location: ['location', (v) => v.location],
  workplace: ['workplace', (v, t) => t.value('workplace', v.workplace)],
  type: ['type', (v, t) => t.value('vacancyType', v.type)],
  sector: ['sector', (v) => v.sector],
  positions: ['positions', (v) => v.positions],
  status: ['status', (v, t) => t.value('vacancyStatus', v.status)],
  closesAt: ['closesAt', (v) => new Date(v.closesAt)],
  applicationCount: ['applicationCount', (v) => v.applicationCount],
  createdAt: ['createdAt', (v) => new Date(v.createdAt)],
};
