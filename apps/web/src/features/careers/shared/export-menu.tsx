import { exportLanguages, type ExportFormat, type ExportLanguage } from '@careers/contracts';
import { useId, useMemo, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { Download } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { downloadFile } from '../../../core/api/download.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import type { ListQuery } from './use-list-query.ts';

/** A column the reader may put in the file: its name on the server and its header's i18n key. */
export interface ExportColumnOption<C extends string> {
  id: C;
  label: string;
}

const formats: ExportFormat[] = ['csv', 'xlsx'];

export function exportLanguageOf(language: string | undefined): ExportLanguage {
  const base = (language ?? 'en').split('-')[0] as ExportLanguage;
  return exportLanguages.includes(base) ? base : 'en';
}

/**
 * The list's "Export" menu: the reader ticks the columns (those the list shows to begin with) and
 * picks CSV or Excel; the server makes the file from the list's filters and order (page and page
 * size left out), with headers in the reader's language. A failure says so.
 */
export function ExportMenu<C extends string>(props: {
  url: string;
  name: string;
  query: ListQuery;
  columns: readonly ExportColumnOption<C>[];
  shown: readonly C[];
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<readonly C[]>(props.shown);
  const [exporting, setExporting] = useState(false);

  const toggle = (column: C, on: boolean) =>
    setChosen((now) =>
      on
        ? props.columns.map((c) => c.id).filter((c) => c === column || now.includes(c))
        : now.filter((c) => c !== column),
    );

  const download = async (format: ExportFormat) => {
    setExporting(true);
    try {
      const { page: _page, perPage: _perPage, ...filters } = props.query;
      await downloadFile(props.url, `${props.name}.${format}`, {
        ...filters,
        format,
        lang: exportLanguageOf(i18n.resolvedLanguage ?? i18n.language),
        columns: chosen.join(','),
      });
    } catch {
      void notify('error', t('careers.common.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Dropdown autoClose="outside" align="end">
      <Dropdown.Toggle variant="outline-secondary" size="sm" disabled={exporting}>
        <Download size={14} aria-hidden="true" className="me-1" />
        {t('careers.export.menu')}
      </Dropdown.Toggle>
      <Dropdown.Menu className="p-2" style={{ minWidth: '16rem' }}>
        <fieldset>
          <legend className="fs-6 fw-semibold px-1 mb-1">{t('careers.export.columns')}</legend>
          {props.columns.map((c) => (
            <Form.Check
              key={c.id}
              id={`${id}-${c.id}`}
              className="ms-1"
              label={c.label}
              checked={chosen.includes(c.id)}
              onChange={(e) => toggle(c.id, e.currentTarget.checked)}
            />
          ))}
        </fieldset>
        <Dropdown.Divider />
        {chosen.length === 0 && (
          <p className="small text-body-secondary px-1 mb-1" role="status">
            {t('careers.export.noColumns')}
          </p>
        )}
        {formats.map((format) => (
          <Dropdown.Item
            key={format}
            as="button"
            type="button"
            disabled={chosen.length === 0 || exporting}
            onClick={() => void download(format)}
          >
            {t(`careers.export.${format}`)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** A careers list's export: the columns it offers, their headers' i18n keys, those shown. */
export interface ListExport {
  columns: readonly string[];
  labels: Record<string, string>;
  shown: readonly string[];
}

/** The export menu of the careers list `name`: its file from `/api/v1/<name>/export`. */
export function ListExportMenu(props: ListExport & { name: string; query: ListQuery }) {
  const { t } = useTranslation();
  const { columns, labels } = props;
  const options = useMemo(
    () => columns.map((id) => ({ id, label: t(labels[id] ?? id) })),
    [columns, labels, t],
  );
  return (
    <ExportMenu
      url={`/api/v1/${props.name}/export`}
      name={props.name}
      query={props.query}
      columns={options}
      shown={props.shown}
    />
  );
}
