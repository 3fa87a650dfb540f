import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import {
  FilterSelect,
  optionsOf,
  PageSizeSelect,
  SearchInput,
  withCurrentOption,
  type SelectOption,
} from './list-controls.tsx';
import type { ListQuery, QueryPatch } from './use-list-query.ts';

/** A select that filters the list by one key of its URL query. */
export interface QueryFilter {
  /** The key of the list's query the select shows and sets. */
  key: string;
  /** The select's id: `${toolbar id}-${key}` unless given. */
  id?: string;
  label: string;
  options: SelectOption[];
}

/** A select that filters by one key of the query among fixed values, each named by `labelOf`. */
export function valueFilter<V extends string>(
  key: string,
  label: string,
  values: readonly V[],
  labelOf: (value: V) => string,
): QueryFilter {
  return { key, label, options: optionsOf(values, labelOf) };
}

/**
 * A select that filters by one record of `records` (a candidate, a vacancy), keyed by its id; the
 * one the query names stays a choice, as `currentLabel`, when `records` lack it (a closed vacancy).
 */
export function recordFilter(
  key: string,
  label: string,
  records: SelectOption[],
  query: ListQuery,
  currentLabel: string,
): QueryFilter {
  return { key, label, options: withCurrentOption(records, query[key], currentLabel) };
}

/** The filter by status that every careers list offers: the `status` key, named "Status". */
export function statusFilter<S extends string>(
  t: TFunction,
  statuses: readonly S[],
  labelOf: (status: S) => string,
): QueryFilter {
  return valueFilter('status', t('careers.common.status'), statuses, labelOf);
}

export interface ListToolbarProps {
  /** Prefix of the controls' ids: `${id}-search`, `${id}-per-page`. */
  id: string;
  searchLabel: string;
  q: string | undefined;
  onSearch: (q: string) => void;
  perPage: number;
  onPerPage: (perPage: number) => void;
  /** The list's query, which `filterBy` selects show. */
  query?: ListQuery;
  /** Sets one key of the list's query (a filter select changed). */
  onFilter?: (key: string, value: string) => void;
  /** Filter selects, each bound to its key of `query`. */
  filterBy?: QueryFilter[];
  /** More filter controls, after the selects. */
  filters?: ReactNode;
  actions?: ReactNode;
}

/**
 * The search, page size and filters wired the same way on every list: read from the URL query and
 * written back to it; a search replaces the history entry, so Back does not step through each
 * keystroke.
 */
export function listToolbarProps(
  query: ListQuery,
  update: (patch: QueryPatch, options?: { replace?: boolean }) => void,
): Pick<ListToolbarProps, 'q' | 'onSearch' | 'perPage' | 'onPerPage' | 'query' | 'onFilter'> {
  return {
    q: query.q,
    onSearch: (q) => update({ q }, { replace: true }),
    perPage: query.perPage,
    onPerPage: (perPage) => update({ perPage }),
    query,
    onFilter: (key, value) => update({ [key]: value }),
  };
}

/**
 * The bar above every careers list, laid out the same way on each: the search box and the filters
 * on the left, the page size and the list's actions (bulk changes, export) on the right, wrapping
 * onto a second line when the screen is narrow.
 */
export function ListToolbar(props: ListToolbarProps) {
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
        {props.filterBy?.map(({ key, id, ...select }) => (
          <FilterSelect
            key={key}
            id={id ?? `${props.id}-${key}`}
            {...select}
            value={String(props.query?.[key] ?? '')}
            onChange={(value) => props.onFilter?.(key, value)}
          />
        ))}
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
