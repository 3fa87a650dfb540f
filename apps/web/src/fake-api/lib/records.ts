import { FakeHttpError } from './http.ts';

interface Stored {
  id: number;
}

/** The id after the highest one in the list (1 for an empty list). */
export function nextId(items: readonly Stored[]): number {
  return Math.max(0, ...items.map((item) => item.id)) + 1;
}

/** The record of that id; a 404 naming it otherwise, e.g. "Task 7 not found". */
export function findById<T extends Stored>(items: readonly T[], id: number, what: string): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw new FakeHttpError(404, { message: `${what} ${id} not found` });
  return found;
}

/** Removes the record of that id from its list; a 404 as `findById` for an unknown one. */
export function removeById(items: Stored[], id: number, what: string): void {
  items.splice(items.indexOf(findById(items, id, what)), 1);
}
