import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { notify } from '../../../core/ui/toasts.tsx';
import { bulkNotice, runBulk, type BulkResult } from './bulk.ts';

/**
 * A list's bulk change: the rows selected in its table (across pages), the confirm dialog's
 * state, and `run`, which acts on each item, then closes the dialog, clears the selection, says
 * how it went in a toast and reloads the list (`settle` does the same around one request that
 * reports for itself).
 */
export function useBulk<T extends { id: string }>(rows: T[], refetch: () => unknown) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const selected = rows.filter((row) => selectedIds.includes(row.id));

  const settle = async (work: () => Promise<void>) => {
    setBusy(true);
    await work();
    setBusy(false);
    setConfirming(false);
    setSelection({});
    refetch();
  };

  const run = (
    items: T[],
    action: (item: T) => Promise<unknown>,
    summary: (result: BulkResult) => string,
  ) =>
    settle(async () => {
      const result = await runBulk(items, action);
      const notice = bulkNotice(result, summary(result));
      void notify(notice.kind, notice.text);
    });

  return {
    selection,
    setSelection,
    selectedIds,
    selected,
    confirming,
    setConfirming,
    busy,
    run,
    settle,
  };
}
