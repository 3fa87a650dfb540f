import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Download } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../core/api/download.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import type { ListQuery } from './use-list-query.ts';

/**
 * "Export CSV" of a list: the whole filtered set in the list's order (the server streams it), so
 * the page and page size are left out. Disabled while the file downloads; a failure says so.
 */
export function ExportCsvButton(props: { url: string; fileName: string; query: ListQuery }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, perPage: _perPage, ...filters } = props.query;
      await downloadFile(props.url, props.fileName, filters);
    } catch {
      void notify('error', t('careers.common.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="outline-secondary"
      size="sm"
      onClick={() => void exportCsv()}
      disabled={exporting}
    >
      <Download size={14} aria-hidden="true" className="me-1" />
      {t('careers.common.exportCsv')}
    </Button>
  );
}
