// The exports' formats, languages and columns, without zod: the lists' screens read them without
// the form code (exports.ts builds the export options' schemas from them).

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
  /**
   * The screening answers: one column per question when the export is one vacancy's
   * applications, else one "Screening answers" column (question: answer, a line each).
   */
  'screeningAnswers',
] as const;
export type ApplicationExportColumn = (typeof applicationExportColumns)[number];
export const applicationListColumns: readonly ApplicationExportColumn[] = [
  'candidateName',
  'vacancyTitle',
  'status',
  'submittedAt',
  'updatedAt',
];
