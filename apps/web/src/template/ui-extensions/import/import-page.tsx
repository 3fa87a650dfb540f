import { useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Download, FileText, Search, UploadCloud, X } from 'react-feather';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { filterRows, type TableData } from '../shared/table-data.ts';
import {
  kindOf,
  MAX_IMPORT_BYTES,
  parseCsv,
  tableFromGrid,
  type ImportErrorCode,
  type ImportResult,
} from './parse-import.ts';
import { sampleCsv } from './sample-csv.ts';
import { useExt } from '../shared/use-ext.ts';
import { TableHead } from '../../shared/table-head.tsx';

async function readFile(file: File): Promise<ImportResult> {
  const kind = kindOf(file.name);
  if (!kind) return { ok: false, error: 'unsupported' };
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, error: 'tooLarge' };
  try {
    if (kind === 'csv') return parseCsv(await file.text());
    const { readSheet } = await import('read-excel-file/browser');
    return tableFromGrid(await readSheet(file));
  } catch {
    return { ok: false, error: 'unreadable' };
  }
}

interface Loaded extends TableData {
  fileName: string;
}

export function ImportPage() {
  const k = useExt('import');
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<{ code: ImportErrorCode; line?: number; name: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState('');

  const sampleUrl = useMemo(
    () => URL.createObjectURL(new Blob([sampleCsv()], { type: 'text/csv;charset=utf-8' })),
    [],
  );
  useEffect(() => () => URL.revokeObjectURL(sampleUrl), [sampleUrl]);

  const load = async (file: File) => {
    setBusy(true);
    setError(null);
    const result = await readFile(file);
    setBusy(false);
    setQuery('');
    if (result.ok) {
      setLoaded({ fileName: file.name, headers: result.headers, rows: result.rows });
    } else {
      setLoaded(null);
      setError({ code: result.error, line: result.line, name: file.name });
    }
  };

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const file = accepted[0];
    if (file) {
      void load(file);
      return;
    }
    const bad = rejected[0];
    if (bad) {
      setLoaded(null);
      const tooLarge = bad.errors.some((e) => e.code === 'file-too-large');
      setError({ code: tooLarge ? 'tooLarge' : 'unsupported', name: bad.file.name });
    }
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    multiple: false,
    maxSize: MAX_IMPORT_BYTES,
    noClick: true,
    accept: {
      'text/csv': ['.csv'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
    },
  });

  const shown = loaded ? filterRows(loaded.rows, query) : [];

  return (
    <DemoPage>
      <DemoCard
        col="col-12"
        title={k('uploadTitle')}
        text={k('uploadText')}
        actions={
          <a
            className="btn btn-sm btn-outline-primary"
            href={sampleUrl}
            download="sample-candidates.csv"
          >
            <Download size={14} className="me-1" aria-hidden="true" />
            {k('sample')}
          </a>
        }
      >
        <div
          {...getRootProps({
            className: `ext-dropzone ${isDragActive ? 'is-active' : ''}`,
            onClick: open,
            role: 'button',
            'aria-label': k('dropLabel'),
            'aria-describedby': `${id}-hint`,
          })}
        >
          <input {...getInputProps({ 'aria-label': k('chooseFile') })} data-testid="import-input" />
          <UploadCloud size={36} className="text-primary mb-2" aria-hidden="true" />
          <p className="fw-semibold mb-1">{isDragActive ? k('dropNow') : k('dropHere')}</p>
          <p className="small text-body-secondary mb-3" id={`${id}-hint`}>
            {k('hint', { size: '2 MB' })}
          </p>
          <span className="btn btn-primary btn-sm" aria-hidden="true">
            {k('browse')}
          </span>
        </div>
        {busy && (
          <div className="d-flex align-items-center gap-2 mt-3" role="status">
            <Spinner size="sm" animation="border" aria-hidden="true" />
            {k('reading')}
          </div>
        )}
        {error && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            <strong className="d-block">{k('errorTitle', { name: error.name })}</strong>
            {k(`errors.${error.code}`, { line: error.line, size: '2 MB' })}
          </Alert>
        )}
      </DemoCard>
      {loaded && (
        <DemoCard
          col="col-12"
          title={k('resultTitle')}
          actions={
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => {
                setLoaded(null);
                setQuery('');
              }}
            >
              <X size={14} className="me-1" aria-hidden="true" />
              {k('clear')}
            </Button>
          }
        >
          <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
            <span className="d-flex align-items-center gap-2 small">
              <FileText size={16} className="text-primary" aria-hidden="true" />
              <span className="fw-semibold">{loaded.fileName}</span>
              <span className="text-body-secondary" role="status" data-testid="import-count">
                {k('count', { shown: shown.length, total: loaded.rows.length })}
              </span>
            </span>
            <InputGroup size="sm" className="ms-auto" style={{ maxWidth: 260 }}>
              <InputGroup.Text>
                <Search size={14} aria-hidden="true" />
              </InputGroup.Text>
              <Form.Control
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={k('search')}
                aria-label={k('search')}
              />
            </InputGroup>
          </div>
          <div className="ext-table-scroll table-responsive border rounded">
            <Table hover size="sm" className="mb-0 align-middle" data-testid="import-table">
              <TableHead
                className="sticky-top"
                cells={[
                  { text: '#', className: 'text-body-secondary' },
                  ...loaded.headers.map((h) => ({ text: h, className: 'text-nowrap' })),
                ]}
              />
              <tbody>
                {shown.map((row, i) => (
                  <tr key={i}>
                    <td className="text-body-secondary">{i + 1}</td>
                    {loaded.headers.map((h) => (
                      <td key={h}>{row[h]}</td>
                    ))}
                  </tr>
                ))}
                {shown.length === 0 && (
                  <tr>
                    <td
                      colSpan={loaded.headers.length + 1}
                      className="text-center text-body-secondary py-3"
                    >
                      {k('noMatch')}
                    </td>
                  </tr>
                )}
              </tbody>
            </Table>
          </div>
        </DemoCard>
      )}
    </DemoPage>
  );
}
