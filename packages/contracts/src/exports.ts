import { z } from 'zod';

/**
 * The careers lists' exports: a file made on the server from the list's filters, in CSV or
 * Excel, with the columns the reader chose and headers in the reader's language.
 */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The languages an export's headers and values are written in (the web's five). */
export const exportLanguages = ['en', 'fr', 'de', 'pt', 'ar'] as const;
export type ExportLanguage = (typeof exportLanguages)[number];

export const vacancyExportColumns = [
  'id',
  'title',
  'employer',
  'location',
  'workplace',
  'type',
  'sector',
  'positions',
  'status',
  'closesAt',
  'applicationCount',
  'createdAt',
] as const;
export type VacancyExportColumn = (typeof vacancyExportColumns)[number];
/** What the vacancies list shows, and so what an export holds unless the reader chooses. */
export const vacancyListColumns: readonly VacancyExportColumn[] = [
  'title',
  'employer',
  'location',
  'type',
  'status',
  'closesAt',
  'applicationCount',
];

export const organisationExportColumns = [
  'id',
  'name',
  'website',
  'sector',
  'size',
  'status',
  'vacancyCount',
  'applicationCount',
  'createdAt',
] as const;
export type OrganisationExportColumn = (typeof organisationExportColumns)[number];
export const organisationListColumns: readonly OrganisationExportColumn[] = [
  'name',
  'sector',
  'status',
  'vacancyCount',
  'applicationCount',
];

export const applicationExportColumns = [
  'id',
  'candidateName',
  'candidateEmail',
  'vacancyTitle',
  'employer',
  'status',
  'submittedAt',
  'updatedAt',
  'decidedAt',
] as const;
export type ApplicationExportColumn = (typeof applicationExportColumns)[number];
export const applicationListColumns: readonly ApplicationExportColumn[] = [
  'candidateName',
  'vacancyTitle',
  'status',
  'submittedAt',
  'updatedAt',
];

/**
 * `columns=title,status` (or the parameter repeated): known names, each once, at least one.
 * Absent: the list's own columns. A bad list is a 400 naming `columns`.
 */
function columnsSchema<C extends string>(all: readonly C[], defaults: readonly C[]) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx): C[] => {
      if (raw === undefined) return [...defaults];
      const names = (Array.isArray(raw) ? raw.join(',') : raw)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'Choose at least one column' });
        return z.NEVER;
      }
      const unknown = names.filter((n) => !(all as readonly string[]).includes(n));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown column ${unknown.slice(0, 3).join(', ').slice(0, 100)}; choose from ${all.join(', ')}`,
        });
        return z.NEVER;
      }
      return [...new Set(names)] as C[];
    });
}

const exportOptions = {
  format: z.enum(exportFormats).default('csv'),
  lang: z.enum(exportLanguages).default('en'),
};

export const vacancyExportOptionsSchema = z.object({
  ...exportOptions,
  columns: columnsSchema(vacancyExportColumns, vacancyListColumns),
});
export const organisationExportOptionsSchema = z.object({
  ...exportOptions,
  columns: columnsSchema(organisationExportColumns, organisationListColumns),
});
export const applicationExportOptionsSchema = z.object({
  ...exportOptions,
  columns: columnsSchema(applicationExportColumns, applicationListColumns),
});
