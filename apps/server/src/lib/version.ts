import { staleEditMessage } from '@careers/contracts';
import { conflict } from './errors.ts';

/**
 * Refuses an edit made from a version that is no longer current. Versions compare to the
 * millisecond: that is what the API shows of `updatedAt`, whatever precision the column keeps.
 */
export function assertCurrentVersion(current: Date, expected: string | undefined): void {
  if (expected !== undefined && new Date(expected).getTime() !== current.getTime()) {
    throw conflict(staleEditMessage, 'expectedUpdatedAt');
  }
}
