// Every CSV file the product writes (server exports, web downloads) goes through these two
// functions, so a cell reads back the same and a spreadsheet never runs it as a formula.
// Kept free of zod so the web can import it through '@careers/contracts/csv' without the schemas.

export type CsvValue = string | number | null | undefined;

/** The byte order mark that tells spreadsheet apps (Excel above all) the file is UTF-8. */
export const CSV_BOM = '\uFEFF';

// What a spreadsheet may run as a formula (or hide a formula behind): = + - @, tab and CR.
const FORMULA_START = /^[=+\-@\t\r]/;
// ; as well as , because spreadsheets in comma-decimal locales (de, fr, pt) split on ;.
const NEEDS_QUOTES = /[,;"\r\n]/;

/** Text a spreadsheet could run as a formula gets a leading ' (shown as text, never run). */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One cell: text starting with = + - @ tab or CR gets a leading ' (shown as text, never run);
 * text holding , ; " CR or LF is wrapped in double quotes with " doubled. Numbers are written
 * as numbers (a number cannot carry a formula, and -5 must stay summable); null and undefined
 * are empty.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvOptions {
  /**
   * Start with a UTF-8 BOM (default true). Files are opened by people in Excel, which reads a
   * file without one in the machine's legacy code page and garbles accents and Arabic names;
   * CSV parsers (papaparse, Python's utf-8-sig, pandas) skip it. Pass false for text that is
   * not a file of its own.
   */
  bom?: boolean;
}

/** A CSV file: the rows (header first) joined with CRLF, each row ending with CRLF (RFC 4180). */
export function toCsv(rows: readonly (readonly CsvValue[])[], options: CsvOptions = {}): string {
  const body = rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
  return options.bom === false ? body : `${CSV_BOM}${body}`;
}
