import { serverMessage, toApiError } from '../../core/api/lean.ts';

/** What a failed call answered, as the auth pages read it: the one normaliser's view, with null
 * for what is missing (no axios or Redux Toolkit, so the sign-in pages stay light). */
export interface FailedCall {
  status: number | null;
  message: string | null;
  field: string | null;
  /** Seconds to wait, from Retry-After on a 429. */
  retryAfter: number | null;
  data: unknown;
}

export function failedCall(error: unknown): FailedCall {
  const failure = toApiError(error);
  return {
    status: failure.status ?? null,
    message: serverMessage(failure),
    field: failure.field ?? null,
    retryAfter: failure.retryAfter ?? null,
    data: failure.data,
  };
}

/** "in 45 seconds" / "in 3 minutes", in the UI language (Intl handles the plurals). */
export function retryWhen(seconds: number, language: string): string {
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return seconds < 90
    ? rtf.format(Math.ceil(seconds), 'second')
    : rtf.format(Math.ceil(seconds / 60), 'minute');
}
