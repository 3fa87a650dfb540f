import { toCsv } from '@careers/contracts/csv';
import { saveBlob } from '../../../core/api/download.ts';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number;
}

/**
 * CSV file text (header row first, CRLF row ends, a UTF-8 BOM first) for spreadsheets, through
 * the product's one CSV writer: formulas defused, separators and quotes quoted.
 */
export function buildCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return toCsv([
    columns.map((c) => c.header),
    ...rows.map((row) => columns.map((c) => c.value(row))),
  ]);
}

/** Offers the text as a download (buildCsv's BOM lets spreadsheet apps read accents and Arabic). */
export function downloadCsv(csv: string, fileName: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
