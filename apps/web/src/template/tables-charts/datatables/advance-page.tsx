import { getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { RotateCcw, Search } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import type { Employee } from '../../../fake-api/types.ts';
import {
  EMPTY_FILTERS,
  PAGE_SIZES,
  paramsFromState,
  SORT_COLUMNS,
  stateFromParams,
  type EmployeeFilters,
  type SortColumn,
  type TableState,
} from '../shared/employee-query.ts';
import {
  RowCells,
  StateRow,
  TableCardHeader,
  TableFooter,
  TableHead,
} from '../shared/table-parts.tsx';
import { useDebounced } from '../../../core/hooks/use-debounced.ts';
import { SelectField } from '../../shared/select-field.tsx';
import { ColumnFilters } from './column-filters.tsx';
import { employeeColumns } from './employee-columns.tsx';
import { useGetEmployeesQuery } from '../tables-charts.api.ts';
import '../tables-charts.scss';

interface Draft {
  q: string;
  filters: EmployeeFilters;
}

const NO_ROWS: Employee[] = [];

const sameDraft = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

export function AdvanceDatatablesPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const searchId = useId();
  const sizeId = useId();
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => stateFromParams(new URLSearchParams(key)), [key]);
  const [draft, setDraft] = useState<Draft>({ q: state.q, filters: state.filters });
  const settled = useDebounced(draft, 350);
  const employees = useGetEmployeesQuery(state);
  const result = {
    status: employees.isError ? 'failed' : employees.isFetching ? 'loading' : 'ready',
    rows: employees.isError ? NO_ROWS : (employees.data?.rows ?? NO_ROWS),
    total: employees.isError ? 0 : (employees.data?.total ?? 0),
  } as const;

  const update = (next: Partial<TableState>) =>
    setParams(paramsFromState({ ...state, ...next }), { replace: true });

  // Typing settles, then the search and filters go to the URL (and back to page 1).
  const applied = useRef(settled);
  useEffect(() => {
    // Act on a change of the settled input only, so a reset or a back step is not undone.
    if (sameDraft(settled, applied.current)) return;
    applied.current = settled;
    if (sameDraft(settled, { q: state.q, filters: state.filters })) return;
    setParams(paramsFromState({ ...state, ...settled, page: 1 }), { replace: true });
  }, [settled, state, setParams]);

  const columns = useMemo(() => {
    const col = employeeColumns(t, lng);
    return [
      col.person('email'),
      col.plain('post'),
      col.plain('city'),
      col.startDate(),
      col.salary(),
      col.status({ sortable: false }),
    ];
  }, [t, lng]);

  const sorting: SortingState = state.sort
    ? [{ id: state.sort.column, desc: state.sort.direction === 'desc' }]
    : [];
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: result.rows,
    columns,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    sortDescFirst: false,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      const column = SORT_COLUMNS.find((c) => c === first?.id) as SortColumn | undefined;
      update({
        page: 1,
        sort: first && column ? { column, direction: first.desc ? 'desc' : 'asc' } : null,
      });
    },
  });

  const reset = () => {
    setDraft({ q: '', filters: EMPTY_FILTERS });
    setParams(new URLSearchParams(), { replace: true });
  };

  const title = t('tablesCharts.advance.tableTitle');
  const rows = table.getRowModel().rows;
  return (
    <div className="tc-page">
      <RoutePageHeader />
      <Card className="mb-4">
        <TableCardHeader
          title={t('tablesCharts.advance.filtersTitle')}
          text={t('tablesCharts.advance.filtersText')}
        />
        <Card.Body>
          <ColumnFilters
            value={draft.filters}
            onChange={(filters) => setDraft((d) => ({ ...d, filters }))}
          />
        </Card.Body>
      </Card>
      <Card>
        <Card.Header className="bg-transparent d-flex flex-wrap justify-content-between align-items-end gap-3">
          <SelectField
            inline
            controlId={sizeId}
            label={t('tablesCharts.advance.show')}
            selectClassName="w-auto"
            value={state.perPage}
            onChange={(e) => update({ perPage: Number(e.target.value), page: 1 })}
            options={PAGE_SIZES.map((n) => ({ value: n, label: String(n) }))}
          />
          <form
            role="search"
            className="d-flex gap-2 align-items-center"
            onSubmit={(e) => e.preventDefault()}
          >
            <Form.Label htmlFor={searchId} className="visually-hidden">
              {t('tablesCharts.advance.search')}
            </Form.Label>
            <InputGroup size="sm" className="tc-search">
              <InputGroup.Text>
                <Search size={14} aria-hidden="true" />
              </InputGroup.Text>
              <Form.Control
                id={searchId}
                type="search"
                placeholder={t('tablesCharts.advance.searchPh')}
                value={draft.q}
                onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
              />
            </InputGroup>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={reset}
              className="text-nowrap flex-shrink-0"
            >
              <RotateCcw size={14} aria-hidden="true" className="me-1" />
              {t('tablesCharts.advance.reset')}
            </Button>
          </form>
        </Card.Header>
        <Table
          responsive
          hover
          className={`mb-0 align-middle${result.status === 'loading' ? ' is-loading' : ''}`}
          aria-label={title}
          aria-busy={result.status === 'loading'}
        >
          <TableHead table={table} />
          <tbody>
            {result.status === 'failed' ? (
              <StateRow
                colSpan={columns.length}
                status="failed"
                onRetry={() => void employees.refetch()}
              />
            ) : result.status === 'loading' && rows.length === 0 ? (
              <StateRow colSpan={columns.length} status="loading" />
            ) : rows.length === 0 ? (
              <StateRow colSpan={columns.length} status="empty" />
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  <RowCells row={row} />
                </tr>
              ))
            )}
          </tbody>
        </Table>
        <TableFooter
          page={state.page}
          perPage={state.perPage}
          total={result.total}
          onPage={(page) => update({ page })}
        />
      </Card>
    </div>
  );
}
