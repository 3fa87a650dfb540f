const pad = (n: number) => String(n).padStart(2, '0');
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of an instant in a zone, as the epoch milliseconds of that reading in UTC. */
function wallClock(ms: number, timeZone: string): number {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/** An instant as a datetime-local value read in `timeZone`; '' when it is not a date. */
export function isoToZonedInput(iso: string, timeZone: string): string {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return '';
  const d = new Date(wallClock(ms, timeZone));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * A datetime-local value read as a wall-clock time in `timeZone` (the service's), as ISO 8601 in
 * UTC; '' when it is not a date, which the schema refuses. A time the clocks skip in spring
 * lands an hour later, as calendars do.
 */
export function zonedInputToIso(value: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return '';
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0] = match.slice(1).map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return '';
  const first = asUtc - (wallClock(asUtc, timeZone) - asUtc);
  const second = asUtc - (wallClock(first, timeZone) - first);
  return new Date(second).toISOString();
}
