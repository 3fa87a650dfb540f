import { Pager, type PagerLabels } from './pager.tsx';

export interface TablePaginationLabels extends PagerLabels {
  /** 'Showing 1 to 10 of 50'; `capped` when the server stopped counting at `total` ("1,000+"). */
  showing: (from: number, to: number, total: number, capped: boolean) => string;
}

/** The footer of a server-paged table: which rows show, and the pager. Callers pass the texts. */
export function TablePagination(props: {
  page: number;
  perPage: number;
  total: number;
  /** The server stopped counting at `total`: show it as a lower bound and let the reader page on. */
  totalCapped?: boolean;
  onPage: (page: number) => void;
  labels: TablePaginationLabels;
}) {
  const capped = props.totalCapped === true && props.total > 0;
  const counted = Math.max(1, Math.ceil(props.total / props.perPage));
  const pages = capped ? Math.max(counted, props.page + 1) : counted;
  const from = props.total === 0 ? 0 : (props.page - 1) * props.perPage + 1;
  const to = capped
    ? props.page * props.perPage
    : Math.min(props.total, props.page * props.perPage);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-2 border-top">
      <span className="text-body-secondary small">
        {props.labels.showing(from, to, props.total, capped)}
      </span>
      <Pager page={props.page} pageCount={pages} onPage={props.onPage} labels={props.labels} />
    </div>
  );
}
