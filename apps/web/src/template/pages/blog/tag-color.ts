const COLORS = ['primary', 'success', 'danger', 'info', 'warning'] as const;

/** A stable badge colour for a tag name. */
export function tagColor(tag: string): (typeof COLORS)[number] {
  let hash = 0;
  for (const ch of tag) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? 'primary';
}
