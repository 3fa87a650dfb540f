import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Application } from '@careers/contracts';
import { useGetApplicationsQuery } from '../../../../core/api/applications.ts';
import { LISTS } from '../../lists.ts';
import { readListQuery } from '../../shared/use-list-query.ts';

export interface Neighbour {
  id: string;
  /** Where it opens: the same list query, at the page that holds it. */
  href: string;
}

export interface ListNeighbours {
  previous: Neighbour | null;
  next: Neighbour | null;
  /** 1-based place in the list, and the list's size; null when the list does not hold it. */
  position: number | null;
  total: number;
}

/**
 * Previous and next within the applications list the page was opened from: its query (filters,
 * search, order, page) travels in the application's URL; opened directly, the list's default
 * order. The page the list showed is read from the same cache entry (no new request); the next or
 * previous page only when the application is at an edge. A move that takes the application out of
 * a filtered list keeps the neighbours it had, so triage goes on from where it was.
 */
export function useListNeighbours(id: string): ListNeighbours {
  const [search] = useSearchParams();
  const { filters, defaults } = LISTS.applications;
  const query = readListQuery(search, filters, defaults);
  const { page, perPage } = query;
  const read = useGetApplicationsQuery(query);
  const rows: Application[] = read.currentData?.data ?? [];
  const total = read.currentData?.total ?? 0;
  const index = rows.findIndex((a) => a.id === id);
  const atStart = index === 0 && page > 1;
  const atEnd = index >= 0 && index === rows.length - 1 && page * perPage < total;
  const before = useGetApplicationsQuery({ ...query, page: page - 1 }, { skip: !atStart });
  const after = useGetApplicationsQuery({ ...query, page: page + 1 }, { skip: !atEnd });
  // The neighbours last found for this application (kept while a move hides it from the list).
  const [last, setLast] = useState<{ id: string; found: ListNeighbours } | null>(null);

  const hrefOf = (target: string, onPage: number) => {
    const next = new URLSearchParams(search);
    if (onPage === 1) next.delete('page');
    else next.set('page', String(onPage));
    const qs = next.toString();
    return `/careers/applications/${target}${qs ? `?${qs}` : ''}`;
  };
  const neighbour = (a: Application | undefined, onPage: number) =>
    a ? { id: a.id, href: hrefOf(a.id, onPage) } : null;

  if (index < 0) {
    if (last?.id === id) return last.found;
    return { previous: null, next: null, position: null, total };
  }
  const found: ListNeighbours = {
    previous:
      index > 0
        ? neighbour(rows[index - 1], page)
        : neighbour(before.currentData?.data.at(-1), page - 1),
    next:
      index < rows.length - 1
        ? neighbour(rows[index + 1], page)
        : neighbour(after.currentData?.data[0], page + 1),
    position: (page - 1) * perPage + index + 1,
    total,
  };
  const same =
    last?.id === id &&
    last.found.previous?.href === found.previous?.href &&
    last.found.next?.href === found.next?.href &&
    last.found.position === found.position &&
    last.found.total === found.total;
  if (!same) setLast({ id, found });
  return found;
}
