/**
 * The first screen's requests, started by the document's head as it arrives
 * (build/first-requests-plugin.ts), long before the app's code has loaded and run: the answers,
 * by request key, for the app's own calls to take (http.ts). No HTTP client here: the entry reads this.
 */
export interface FirstAnswers {
  /** When the head started them (Date.now()). */
  at: number;
  answers: Record<string, Promise<Response>>;
  /** Whether the first screen's own calls are among them (not only those every screen makes). */
  screen?: boolean;
}

declare global {
  interface Window {
    __careersFirst?: FirstAnswers;
  }
}

/** Older answers are not used: they were for the first screen, moments after the document. */
export const FIRST_ANSWERS_MAX_AGE_MS = 30_000;

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A GET request as a key, the same however its query is written: the path and its parameters
 * sorted (`/api/v1/vacancies?page=1&perPage=10&sort=desc&sortColumn=createdAt`).
 */
export function requestKey(url: string): string {
  const parsed = new URL(url, 'http://first.invalid');
  // Code-point order, not localeCompare: the first locale comparison builds a collator, which
  // costs a first screen tens of milliseconds on a slow phone.
  const params = [...parsed.searchParams].sort(([a, x], [b, y]) =>
    a === b ? byCodePoint(x, y) : byCodePoint(a, b),
  );
  const query = new URLSearchParams(params).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

function fresh(now = Date.now()): FirstAnswers | undefined {
  const first = typeof window === 'undefined' ? undefined : window.__careersFirst;
  return first && now - first.at <= FIRST_ANSWERS_MAX_AGE_MS ? first : undefined;
}

/** Whether the document started the first screen's own requests (and they are still fresh). */
export function hasFirstAnswers(): boolean {
  return fresh()?.screen === true;
}

/** The head's answer to this request, once: a second identical call goes to the network. */
export function takeFirstAnswer(url: string): Promise<Response> | undefined {
  const first = fresh();
  if (!first) return undefined;
  const key = requestKey(url);
  const answer = first.answers[key];
  delete first.answers[key];
  return answer;
}
