/** 35000 → '£35k'; 42500 → '£42.5k'. */
export function formatK(value: number): string {
  const k = Math.round(value / 100) / 10;
  return `£${Number.isInteger(k) ? k : k.toFixed(1)}k`;
}

/** Marks for rc-slider every `every` pounds between min and max: { 20000: '£20k', … }. */
export function salaryMarks(min: number, max: number, every: number): Record<number, string> {
  const marks: Record<number, string> = {};
  if (every <= 0 || max < min) return marks;
  for (let v = min; v <= max; v += every) marks[v] = formatK(v);
  return marks;
}

/** How many sample vacancies pay within [low, high]. */
export function countInRange(
  salaries: readonly number[],
  [low, high]: readonly [number, number],
): number {
  return salaries.filter((s) => s >= low && s <= high).length;
}
