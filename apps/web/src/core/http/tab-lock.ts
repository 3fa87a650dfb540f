/**
 * Runs a task while holding a Web Lock shared by every tab of the origin, so two tabs never run
 * it at once. The task learns whether it had to wait for another tab: that tab may just have
 * changed what they share. Without the Web Locks API (older browsers, jsdom) the task simply
 * runs: tabs are then not coordinated, though each still refreshes once and re-reads storage.
 */
export async function withTabLock<T>(
  name: string,
  task: (waited: boolean) => Promise<T>,
): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task(false);
  const busy = Symbol('busy');
  const free = await navigator.locks.request(name, { ifAvailable: true }, (lock) =>
    lock ? task(false) : busy,
  );
  if (free !== busy) return free as Awaited<T>;
  return navigator.locks.request(name, () => task(true));
}
