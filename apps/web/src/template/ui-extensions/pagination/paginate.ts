export interface PageSlice<T> {
  items: T[];
  pageCount: number;
  /** The page actually shown (0-based), clamped into range. */
  page: number;
  /** 1-based position of the first and last item shown; 0 and 0 when there are none. */
  from: number;
  to: number;
  total: number;
}

/** One page of a list: `page` is 0-based and clamped, `size` at least 1. */
export function paginate<T>(list: readonly T[], page: number, size: number): PageSlice<T> {
  const perPage = Math.max(1, Math.floor(size));
  const pageCount = Math.max(1, Math.ceil(list.length / perPage));
  const current = Math.min(Math.max(0, Math.floor(page)), pageCount - 1);
  const start = current * perPage;
  const items = list.slice(start, start + perPage);
  return {
    items,
    pageCount,
    page: current,
    from: items.length ? start + 1 : 0,
    to: start + items.length,
    total: list.length,
  };
}
