import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Download } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import type { Candidate } from '../shared/sample-data.ts';
import {
  candidatesTable,
  EXPORT_COLUMNS,
  exportFileName,
  type ExportColumn,
  type ExportFormat,
} from './build-export.ts';
import { downloadTable } from './download.ts';
import { useExt } from '../shared/use-ext.ts';
import { SelectField } from '../../shared/select-field.tsx';

/** Translated column headers of the export. */
export function useExportHeaders(): Record<ExportColumn, string> {
  const { t } = useTranslation();
  return Object.fromEntries(
    EXPORT_COLUMNS.map((c) => [c, t(`uiExtensions.export.columns.${c}`)]),
  ) as Record<ExportColumn, string>;
}

interface ExportControlsProps {
  candidates: Candidate[];
  defaultName: string;
  buttonLabel: string;
  disabled?: boolean;
  hint?: ReactNode;
}

/** File name, format and the export button; builds the file from the given rows. */
export function ExportControls({
  candidates,
  defaultName,
  buttonLabel,
  disabled = false,
  hint,
}: ExportControlsProps) {
  const k = useExt('export');
  const id = useId();
  const headers = useExportHeaders();
  const [name, setName] = useState(defaultName);
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [busy, setBusy] = useState(false);
  const fileName = exportFileName(name, format);

  const run = async () => {
    setBusy(true);
    try {
      await downloadTable(candidatesTable(candidates, headers), format, fileName, k('sheetName'));
      void notify('success', k('done', { file: fileName, n: candidates.length }));
    } catch {
      void notify('error', k('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      className="row g-3 align-items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (!disabled) void run();
      }}
    >
      <Form.Group className="col-md-5" controlId={`${id}-name`}>
        <Form.Label>{k('fileName')}</Form.Label>
        <Form.Control
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-describedby={`${id}-file`}
        />
      </Form.Group>
      <SelectField
        className="col-md-3"
        controlId={`${id}-format`}
        label={k('format')}
        value={format}
        onChange={(e) => setFormat(e.target.value as ExportFormat)}
        options={(['xlsx', 'csv'] as const).map((f) => ({ value: f, label: k(`formats.${f}`) }))}
      />
      <div className="col-md-4">
        <Button type="submit" className="w-100" disabled={disabled || busy}>
          <Download size={16} className="me-1" aria-hidden="true" />
          {buttonLabel}
        </Button>
      </div>
      <p className="col-12 small text-body-secondary mb-0" id={`${id}-file`}>
        {hint ?? k('willSave', { file: fileName })}
      </p>
    </Form>
  );
}
