import { useEffect, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { Candidate } from '../shared/sample-data.ts';
import { useExportHeaders } from './export-controls.tsx';

const STATUS_BG: Record<Candidate['status'], string> = {
  Applied: 'secondary',
  Shortlisted: 'info',
  Interview: 'warning',
  Offer: 'primary',
  Hired: 'success',
};

interface CandidatesTableProps {
  candidates: Candidate[];
  /** With a selection, each row gets a checkbox. */
  selected?: Set<number>;
  onSelect?: (next: Set<number>) => void;
}

export function CandidatesTable({ candidates, selected, onSelect }: CandidatesTableProps) {
  const { t } = useTranslation();
  const headers = useExportHeaders();
  const allRef = useRef<HTMLInputElement>(null);
  const selectable = Boolean(selected && onSelect);
  const count = selected?.size ?? 0;
  const all = count > 0 && count === candidates.length;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = count > 0 && !all;
  }, [count, all]);

  const toggle = (id: number) => {
    if (!selected || !onSelect) return;
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };

  return (
    <div className="table-responsive">
      <Table hover className="align-middle mb-0">
        <thead>
          <tr>
            {selectable && (
              <th scope="col" style={{ width: 40 }}>
                <Form.Check
                  ref={allRef}
                  id="export-select-all"
                  aria-label={t('uiExtensions.export.selectAll')}
                  checked={all}
                  onChange={() =>
                    onSelect?.(all ? new Set() : new Set(candidates.map((c) => c.id)))
                  }
                />
              </th>
            )}
            <th scope="col">{headers.name}</th>
            <th scope="col">{headers.course}</th>
            <th scope="col" className="text-center">
              {headers.year}
            </th>
            <th scope="col">{headers.vacancy}</th>
            <th scope="col">{headers.status}</th>
            <th scope="col" className="text-end">
              {headers.score}
            </th>
          </tr>
        </thead>
        <tbody>
          {candidates.map((c) => (
            <tr key={c.id} className={selected?.has(c.id) ? 'table-active' : undefined}>
              {selectable && (
                <td>
                  <Form.Check
                    id={`export-select-${c.id}`}
                    aria-label={t('uiExtensions.export.selectRow', { name: c.name })}
                    checked={selected?.has(c.id) ?? false}
                    onChange={() => toggle(c.id)}
                  />
                </td>
              )}
              <td>
                <div className="fw-semibold">{c.name}</div>
                <div className="small text-body-secondary">{c.email}</div>
              </td>
              <td>{c.course}</td>
              <td className="text-center">{c.year}</td>
              <td>{c.vacancy}</td>
              <td>
                <Badge bg={STATUS_BG[c.status]}>
                  {t(`uiExtensions.export.status.${c.status}`)}
                </Badge>
              </td>
              <td className="text-end">{c.score}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
