// Pure moves for the drag-and-drop demos: a list and a board of columns of card ids.

export type Board<C extends string> = Record<C, number[]>;

/** Moves the item at `from` to `to` (both indexes into the list), returning a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return [...list];
  }
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The column holding a card, or the column itself when `id` is a column's id. */
export function columnOf<C extends string>(board: Board<C>, id: number | string): C | undefined {
  const columns = Object.keys(board) as C[];
  if (typeof id === 'string' && columns.includes(id as C)) return id as C;
  return columns.find((c) => board[c].includes(Number(id)));
}

/**
 * Moves card `active` to where `over` is: onto another card (takes its place) or onto a column
 * (goes to its end). Returns the same board when nothing changes.
 */
export function moveCard<C extends string>(
  board: Board<C>,
  active: number,
  over: number | string,
): Board<C> {
  const from = columnOf(board, active);
  const to = columnOf(board, over);
  if (!from || !to) return board;
  if (from === to) {
    const list = board[from];
    const overIndex = typeof over === 'number' ? list.indexOf(over) : list.length - 1;
    const fromIndex = list.indexOf(active);
    if (overIndex === fromIndex) return board;
    return { ...board, [from]: moveItem(list, fromIndex, overIndex) };
  }
  const target = board[to];
  const overIndex = typeof over === 'number' ? target.indexOf(over) : -1;
  const insertAt = overIndex === -1 ? target.length : overIndex;
  return {
    ...board,
    [from]: board[from].filter((id) => id !== active),
    [to]: [...target.slice(0, insertAt), active, ...target.slice(insertAt)],
  };
}
