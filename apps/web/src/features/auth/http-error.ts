/** What a failed call answered, read without importing axios (keeps the auth pages light). */
export interface FailedCall {
  status: number | null;
  message: string | null;
  field: string | null;
  /** Seconds to wait, from Retry-After on a 429. */
  retryAfter: number | null;
  data: unknown;
}

export function failedCall(error: unknown): FailedCall {
  const response =
    typeof error === 'object' && error !== null && 'response' in error
      ? (error as { response?: { status?: number; data?: unknown; headers?: unknown } }).response
      : undefined;
  const data = response?.data;
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const headers = (response?.headers ?? {}) as Record<string, unknown>;
  const retry = Number(headers['retry-after']);
  return {
    status: typeof response?.status === 'number' ? response.status : null,
    message: typeof body.message === 'string' ? body.message : null,
    field: typeof body.field === 'string' ? body.field : null,
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
    data,
  };
}

/** "in 45 seconds" / "in 3 minutes", in the UI language (Intl handles the plurals). */
export function retryWhen(seconds: number, language: string): string {
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return seconds < 90
    ? rtf.format(Math.ceil(seconds), 'second')
    : rtf.format(Math.ceil(seconds / 60), 'minute');
}
