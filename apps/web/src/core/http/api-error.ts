/** The server's `{ message }` from a failed call, without importing axios (keeps it lazy). */
export function apiErrorMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    return typeof message === 'string' ? message : null;
  }
  return null;
}

/** The http core, loaded on first use (screens that load with the login page call this). */
export function loadHttp() {
  return import('./http.ts').then((m) => m.http);
}
