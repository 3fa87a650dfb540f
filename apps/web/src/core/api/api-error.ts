import i18n from 'i18next';

/**
 * The one shape of a failed call, for every screen: the server's `{ message, field, code,
 * allowed }` (apps/server/src/plugins/errors.ts) with the HTTP status. It imports only i18next
 * (loaded by every screen), so the sign-in pages can use it without the HTTP client or Redux Toolkit.
 * `message` is in the reader's language: the locale's text for the server's `code`
 * (locales `errors.<code>`); in English, or for a code without text, the server's own words.
 */
export interface ApiError {
  message: string;
  field?: string;
  code?: string;
  status?: number;
  /** The moves a status machine allows from here (409 on a status change). */
  allowed?: string[];
  /** The document kinds an application still needs (409 on apply). */
  missing?: string[];
  /** Seconds to wait, from Retry-After on a 429. */
  retryAfter?: number;
  /** The body as answered (the sample-data API's own error shapes). */
  data?: unknown;
}

/** Set on an answer that does not match its contract (development and tests only). */
export const CONTRACT_MISMATCH = 'contract_mismatch';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True for an ApiError (what RTK Query's `unwrap()` throws for our endpoints). */
export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && !(value instanceof Error) && typeof value.message === 'string';
}

interface ResponseLike {
  status?: unknown;
  data?: unknown;
  headers?: unknown;
}

/**
 * Any failure as an ApiError: an HttpError (read without importing the client) gives the server's
 * body and status; an ApiError passes through; anything else gives its own message or
 * 'Request failed'.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const response: ResponseLike | undefined =
    isRecord(error) && isRecord(error.response) ? error.response : undefined;
  const fallback = error instanceof Error && error.message ? error.message : 'Request failed';
  if (!response) return { message: fallback };
  const data = response.data;
  const body = isRecord(data) ? data : {};
  const headers = isRecord(response.headers) ? response.headers : {};
  const retry = Number(headers['retry-after']);
  const code = typeof body.code === 'string' ? body.code : undefined;
  const english = typeof body.message === 'string' ? body.message : fallback;
  return {
    message: localMessage(code, english),
    ...(typeof body.field === 'string' ? { field: body.field } : {}),
    ...(typeof body.code === 'string' ? { code: body.code } : {}),
    ...(typeof response.status === 'number' ? { status: response.status } : {}),
    ...(Array.isArray(body.allowed) ? { allowed: body.allowed.map(String) } : {}),
    ...(Array.isArray(body.missing) ? { missing: body.missing.map(String) } : {}),
    ...(Number.isFinite(retry) && retry > 0 ? { retryAfter: retry } : {}),
    ...(data !== undefined ? { data } : {}),
  };
}

/**
 * The reader's text for an error code. English readers keep the server's words (the most precise:
 * "Vacancy not found" rather than "This could not be found"); others get the locale's text.
 */
export function localMessage(code: string | undefined, english: string): string {
  if (!code || !i18n.isInitialized) return english;
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0];
  if (language === 'en') return english;
  const key = `errors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : english;
}

/**
 * The message the server wrote, if it wrote one (screens fall back to their own text), in the
 * reader's language when its code has a text (localMessage).
 */
export function serverMessage(error: ApiError): string | null {
  return isRecord(error.data) && typeof error.data.message === 'string'
    ? localMessage(error.code, error.data.message)
    : null;
}
