export interface BulkResult {
  succeeded: number;
  failed: number;
  /** The first few failure messages, to show in the summary. */
  messages: string[];
}

/** Runs one action per item, four at a time, and counts what worked. */
export async function runBulk<T>(
  items: T[],
  action: (item: T) => Promise<unknown>,
  concurrency = 4,
): Promise<BulkResult> {
  const result: BulkResult = { succeeded: 0, failed: 0, messages: [] };
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      try {
        await action(item as T);
        result.succeeded += 1;
      } catch (error) {
        result.failed += 1;
        const message =
          typeof error === 'object' && error !== null && 'message' in error
            ? String((error as { message: unknown }).message)
            : String(error);
        if (result.messages.length < 3 && !result.messages.includes(message)) {
          result.messages.push(message);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return result;
}

/** The toast after a bulk change: a warning when anything failed, with the first few reasons. */
export function bulkNotice(
  result: BulkResult,
  summary: string,
): { kind: 'success' | 'warning'; text: string } {
  return {
    kind: result.failed > 0 ? 'warning' : 'success',
    text: result.messages.length ? `${summary} ${result.messages.join(' ')}` : summary,
  };
}
