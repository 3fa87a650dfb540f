export type PageItem = number | 'gap';

/**
 * The page numbers to show for `current` of `total`: always the first and last, `around`
 * neighbours either side of the current page, and 'gap' where pages are skipped.
 */
export function pageItems(current: number, total: number, around = 1): PageItem[] {
  if (total <= 0) return [];
  // Short lists show every page: a gap would save nothing.
  if (total <= 2 * around + 5) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set<number>([1, total]);
  for (let p = current - around; p <= current + around; p++) {
    if (p >= 1 && p <= total) pages.add(p);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}
