import { saveBlob } from '../../../core/api/download.ts';
import { toCsv, type TableData } from '../shared/table-data.ts';
import { sheetRows, type ExportFormat } from './build-export.ts';

/** Builds the file in the browser and hands it to the user as a download. */
export async function downloadTable(
  data: TableData,
  format: ExportFormat,
  fileName: string,
  sheetName: string,
): Promise<void> {
  if (format === 'csv') {
    // toCsv starts the file with a BOM, so that Excel reads accents in UTF-8.
    saveBlob(new Blob([toCsv(data)], { type: 'text/csv;charset=utf-8' }), fileName);
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile(sheetRows(data), {
    sheet: sheetName.slice(0, 31),
    columns: data.headers.map((h) => ({ width: Math.max(12, h.length + 4) })),
    stickyRowsCount: 1,
  }).toBlob();
  saveBlob(blob, fileName);
}
