import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { PageSizeSelect, SearchInput } from './list-controls.tsx';

/**
 * The bar above every careers list, laid out the same way on each: the search box and the filters
 * on the left, the page size and the list's actions (bulk changes, export) on the right, wrapping
 * onto a second line when the screen is narrow.
 */
export function ListToolbar(props: {
  /** Prefix of the controls' ids: `${id}-search`, `${id}-per-page`. */
  id: string;
  searchLabel: string;
  q: string | undefined;
  onSearch: (q: string) => void;
  perPage: number;
  onPerPage: (perPage: number) => void;
  filters?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card.Body className="careers-toolbar">
      <div className="d-flex flex-wrap align-items-end gap-3">
        <div className="careers-toolbar-search">
          <SearchInput
            id={`${props.id}-search`}
            label={props.searchLabel}
            value={props.q ?? ''}
            onSearch={props.onSearch}
          />
        </div>
        {props.filters}
        <div className="ms-auto d-flex flex-wrap align-items-center gap-2">
          <PageSizeSelect
            id={`${props.id}-per-page`}
            value={props.perPage}
            onChange={props.onPerPage}
          />
          {props.actions}
        </div>
      </div>
    </Card.Body>
  );
}
