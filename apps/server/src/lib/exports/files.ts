import type { FastifyReply } from 'fastify';
import type { SheetData } from 'write-excel-file/node';
import {
  neutraliseFormula,
  toCsv,
  type ExportFormat,
  type ExportLanguage,
} from '@careers/contracts';
import { isoDateTime, type ExportCell } from './table.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLSX_DATE = 'yyyy-mm-dd"T"hh:mm:ss"Z"';

function xlsxCell(value: ExportCell): SheetData[number][number] {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return { value, type: Date, format: XLSX_DATE };
  if (typeof value === 'number') return Number.isFinite(value) ? { value, type: Number } : null;
  return { value: neutraliseFormula(value), type: String };
}

export async function xlsxFile(
  table: { headers: string[]; rows: ExportCell[][] },
  options: { sheet: string; rightToLeft: boolean },
): Promise<Buffer> {
  const data: SheetData = [
    table.headers.map((h) => ({ value: h, type: String, fontWeight: 'bold' as const })),
    ...table.rows.map((row) => row.map(xlsxCell)),
  ];
  // Loaded with the first spreadsheet asked for, not at every start.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile(data, {
    sheet: options.sheet,
    rightToLeft: options.rightToLeft,
    stickyRowsCount: 1,
    columns: table.headers.map((h) => ({ width: Math.min(40, Math.max(12, h.length + 4)) })),
  }).toBuffer();
}

export function csvFile(table: { headers: string[]; rows: ExportCell[][] }): string {
  return toCsv([
    table.headers,
    ...table.rows.map((row) => row.map((v) => (v instanceof Date ? isoDateTime(v) : v))),
  ]);
}

/** Sends the export as a dated attachment, `<name>-YYYY-MM-DD.csv` or `.xlsx`. */
export async function sendExport<R extends FastifyReply>(
  reply: R,
  name: string,
  format: ExportFormat,
  lang: ExportLanguage,
  table: { headers: string[]; rows: ExportCell[][] },
): Promise<R> {
  const stamp = new Date().toISOString().slice(0, 10);
  reply.header('Content-Disposition', `attachment; filename="${name}-${stamp}.${format}"`);
  if (format === 'xlsx') {
    const file = await xlsxFile(table, { sheet: name, rightToLeft: lang === 'ar' });
    return reply.header('Content-Type', XLSX_TYPE).send(file) as R;
  }
  return reply.header('Content-Type', 'text/csv; charset=utf-8').send(csvFile(table)) as R;
}
