import { toCsv, type Vacancy, type vacancySortColumns } from '@careers/contracts';
import type { VacancyRow } from './vacancies.repository.ts';
import { iso, isoRequired } from '../../lib/sql.ts';

export type VacancySortColumn = (typeof vacancySortColumns)[number];

export function toVacancy(row: VacancyRow): Vacancy {
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
    closedAt: iso(row.closedAt),
    publishedAt: iso(row.publishedAt),
    applicationCount: row.applicationCount,
    createdBy: row.createdBy,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

const csvColumns: [string, (v: Vacancy) => string | number][] = [
  ['id', (v) => v.id],
  ['title', (v) => v.title],
  ['employer', (v) => v.employer.name],
  ['location', (v) => v.location],
  ['workplace', (v) => v.workplace],
  ['type', (v) => v.type],
  ['sector', (v) => v.sector],
  ['positions', (v) => v.positions],
  ['status', (v) => v.status],
  ['closesAt', (v) => v.closesAt],
  ['applications', (v) => v.applicationCount],
  ['createdAt', (v) => v.createdAt],
];

/** The export file: a header row, then one row per vacancy (cells neutralised by toCsv). */
export function vacanciesCsv(rows: Vacancy[]): string {
  return toCsv([
    csvColumns.map(([name]) => name),
    ...rows.map((v) => csvColumns.map(([, get]) => get(v))),
  ]);
}
