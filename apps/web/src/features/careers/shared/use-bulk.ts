import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { notify } from '../../../core/ui/toasts.tsx';
import { bulkNotice, runBulk, type BulkResult } from './bulk.ts';

/**
 * A list's bulk change: the rows selected in its table (across pages), the confirm dialog's
 * state, and `run`, which acts on each item, then closes the dialog, clears the selection, says
 * how it went in a toast and reloads the list.
 */
export function useBulk<T extends { id: string }>(rows: T[], refetch: () => unknown) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const selected = rows.filter((row) => selectedIds.includes(row.id));

  const run = async (
    items: T[],
    action: (item: T) => Promise<unknown>,
    summary: (result: BulkResult) => string,
  ) => {
    setBusy(true);
    const result = await runBulk(items, action);
    setBusy(false);
    setConfirming(false);
    setSelection({});
    const notice = bulkNotice(result, summary(result));
    void notify(notice.kind, notice.text);
    refetch();
  };

  return { selection, setSelection, selectedIds, selected, confirming, setConfirming, busy, run };
}
