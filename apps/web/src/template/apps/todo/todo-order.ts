/** The list with one item moved from one index to another (indexes clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * The server's list in the user's hand-made order: items the user has placed keep their places,
 * items new to the list (just added) come first, in the server's order.
 */
export function applyOrder<T extends { id: number }>(
  items: readonly T[],
  order: number[] | null,
): T[] {
  if (!order) return [...items];
  const place = new Map(order.map((id, index) => [id, index]));
  const fresh = items.filter((item) => !place.has(item.id));
  const known = items
    .filter((item) => place.has(item.id))
    .sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  return [...fresh, ...known];
}
