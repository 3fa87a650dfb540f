import type { ExportFormat, ExportLanguage } from '@careers/contracts';
import { exportLabels, type ExportHeader, type ExportLabels } from './dictionary.ts';

/**
 * The careers lists' export files, CSV or Excel, made here so both hold the same rows: headers in
 * the reader's language, dates in ISO 8601 (UTC), enum values as the screens name them, and text
 * that a spreadsheet could run as a formula (= + - @) prefixed with ' in both formats.
 */

export type ExportCell = string | number | Date | null | undefined;

/** One list's columns: the header key and how a row gives the cell. */
export type ExportColumn<R> = readonly [
  header: ExportHeader,
  get: (row: R, t: ExportLabels) => ExportCell,
];

/** `2026-05-01T09:30:00Z`: ISO 8601, UTC, to the second. */
export function isoDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export interface ExportRequest<C extends string> {
  format: ExportFormat;
  lang: ExportLanguage;
  columns: readonly C[];
}

/** The header row and the data rows of the chosen columns, in the chosen order. */
export function exportTable<R, C extends string>(
  rows: readonly R[],
  all: Record<C, ExportColumn<R>>,
  request: ExportRequest<C>,
): { headers: string[]; rows: ExportCell[][] } {
  const t = exportLabels(request.lang);
  const chosen = request.columns.map((c) => all[c]);
  return {
    headers: chosen.map(([header]) => t.header(header)),
    rows: rows.map((row) => chosen.map(([, get]) => get(row, t))),
  };
}
