/**
 * Runs a task while holding a Web Lock shared by every tab of the origin, so two tabs never run
 * it at once. Without the Web Locks API (older browsers, jsdom) the task simply runs: tabs are
 * then not coordinated, though each still refreshes once and re-reads storage first.
 */
export function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task();
  return navigator.locks.request(name, task);
}
