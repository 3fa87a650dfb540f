import type { Application } from '@careers/contracts';
import { useState } from 'react';
import { ConfirmMoveDialog } from '../confirm-move-dialog.tsx';
import { useQuickMove, type PendingMove } from './quick-move.ts';
import { triageKeyHandler, useShortcutsEnabled } from './shortcuts.ts';
import { useShortcutsHelp } from './shortcuts-dialog.tsx';

/** The rows' links, in order, and the one focus is in (or -1). */
function rowLinks(region: HTMLElement) {
  const links = [...region.querySelectorAll<HTMLElement>('[data-triage-id]')];
  const active = document.activeElement;
  const at = links.findIndex(
    (a) =>
      a === active ||
      (active instanceof HTMLElement && active.contains(a)) ||
      a.closest('tr')?.contains(active ?? null),
  );
  return { links, at };
}

function focusRow(region: HTMLElement, step: 1 | -1) {
  const { links, at } = rowLinks(region);
  const target = at < 0 ? links[0] : links[Math.min(links.length - 1, Math.max(0, at + step))];
  target?.focus();
}

/**
 * Keyboard triage on the applications list (issue 20): j and k walk the rows' links (marked
 * `data-triage-id`), s shortlists the focused row in one click, r asks before rejecting it, u
 * undoes, ? shows the keys. Answers the region's key handler, the help button and the dialogs.
 */
export function useListTriage(rows: Application[]) {
  const quick = useQuickMove();
  const help = useShortcutsHelp();
  const [shortcutsOn] = useShortcutsEnabled();
  const [rejecting, setRejecting] = useState<PendingMove | null>(null);

  const focused = (region: HTMLElement): Application | undefined => {
    const { links, at } = rowLinks(region);
    const id = links[at]?.dataset.triageId;
    return rows.find((a) => a.id === id);
  };
  const onKeyDown = triageKeyHandler(shortcutsOn, {
    next: (region) => focusRow(region, 1),
    previous: (region) => focusRow(region, -1),
    shortlist: (region) => {
      const a = focused(region);
      if (a) void quick.request(a, 'shortlisted');
    },
    reject: (region) => {
      const a = focused(region);
      if (a?.allowedNext.includes('rejected')) setRejecting({ application: a, to: 'rejected' });
    },
    undo: () => void quick.undo(),
    help: help.open,
  });
  const dialogs = (
    <>
      <ConfirmMoveDialog pending={rejecting} onClose={() => setRejecting(null)} />
      {help.dialog}
    </>
  );
  return { onKeyDown, helpButton: help.button, dialogs };
}
