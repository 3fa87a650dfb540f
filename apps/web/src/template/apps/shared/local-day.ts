const pad = (n: number) => String(n).padStart(2, '0');

/** A date's local calendar day as 'YYYY-MM-DD', the value of a date input. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
