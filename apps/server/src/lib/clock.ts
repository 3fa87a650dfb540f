/**
 * The time every service reads. Tests move it (`advanceClock`) to expire tokens and links without
 * waiting; the database's own now() is never used for expiry, so both always agree.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Tests only: moves the clock forward (or back with a negative value). */
export function advanceClock(ms: number): void {
  offsetMs += ms;
}

/** Tests only: back to real time. */
export function resetClock(): void {
  offsetMs = 0;
}
