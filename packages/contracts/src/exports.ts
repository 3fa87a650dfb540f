import { z } from 'zod';

import {
  applicationExportColumns,
  applicationListColumns,
  exportFormats,
  exportLanguages,
  organisationExportColumns,
  organisationListColumns,
  vacancyExportColumns,
  vacancyListColumns,
} from './export-columns.ts';

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
