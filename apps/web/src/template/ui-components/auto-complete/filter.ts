/**
 * The suggestions for a query: case- and accent-insensitive "contains" match, best (prefix)
 * matches first, nothing until the query is `minLength` long, at most `limit` results.
 */
export function filterItems<T>(
  items: readonly T[],
  query: string,
  toText: (item: T) => string,
  { minLength = 0, limit = 8 }: { minLength?: number; limit?: number } = {},
): T[] {
  const q = fold(query.trim());
  if (q.length < minLength) return [];
  if (!q) return items.slice(0, limit);
  const starts: T[] = [];
  const contains: T[] = [];
  for (const item of items) {
    const text = fold(toText(item));
    if (text.startsWith(q)) starts.push(item);
    else if (text.includes(q)) contains.push(item);
  }
  return [...starts, ...contains].slice(0, limit);
}

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The same items with each group's members together, so one heading starts each section: groups
 * keep the order of their best-ranked member, members keep their rank within the group.
 */
export function groupTogether<T>(items: readonly T[], groupOf: (item: T) => string): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = groupOf(item);
    const members = groups.get(key);
    if (members) members.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()].flat();
}
