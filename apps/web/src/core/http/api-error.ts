/** The http core, loaded on first use (screens that load with the login page call this). */
export function loadHttp() {
  return import('./http.ts').then((m) => m.http);
}
