/** Money in pounds, whole numbers, in the reader's language (salaries in tables and charts). */
export function formatSalary(value: number, lng: string): string {
  return new Intl.NumberFormat(lng, {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  }).format(value);
}

/** A 'YYYY-MM-DD' day as a short date in the reader's language (no time-zone shift). */
export function formatDay(day: string, lng: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
