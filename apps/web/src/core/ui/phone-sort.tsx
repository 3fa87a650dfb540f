import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../i18n/use-translation.ts';

export interface PhoneSortOption {
  /** The column id the server sorts by. */
  id: string;
  /** The column's heading. */
  label: string;
}

/**
 * The order of a `.table-stack` list on a phone, where the headings (and their sort buttons) are
 * hidden because the rows stand as cards: one choice per column and direction. Hidden from `sm` up.
 */
export function PhoneSort(props: {
  options: PhoneSortOption[] | undefined;
  /** The current order; empty when the list has none of its own. */
  sortColumn: string;
  sort: 'asc' | 'desc';
  onSort: (column: string, sort: 'asc' | 'desc') => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (!props.options?.length) return null;
  const current = props.sortColumn ? `${props.sortColumn}:${props.sort}` : '';
  // The list's own default order may be on a column it does not show (vacancies: newest first).
  const shown = props.options.some((o) => current === `${o.id}:asc` || current === `${o.id}:desc`);
  return (
    <Form.Group controlId={id} className={`phone-sort d-sm-none ${props.className ?? 'px-4 pb-3'}`}>
      <Form.Label className="small mb-1">{t('frame.table.sortBy')}</Form.Label>
      <Form.Select
        size="sm"
        value={current}
        onChange={(e) => {
          const [column, sort] = e.target.value.split(':');
          if (column) props.onSort(column, sort === 'desc' ? 'desc' : 'asc');
        }}
      >
        {!shown && <option value={current}>{t('frame.table.sortDefault')}</option>}
        {props.options.flatMap((o) => [
          <option key={`${o.id}:asc`} value={`${o.id}:asc`}>
            {t('frame.table.sortAsc', { column: o.label })}
          </option>,
          <option key={`${o.id}:desc`} value={`${o.id}:desc`}>
            {t('frame.table.sortDesc', { column: o.label })}
          </option>,
        ])}
      </Form.Select>
    </Form.Group>
  );
}
