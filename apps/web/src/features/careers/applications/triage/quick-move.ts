import { useCallback, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../../core/i18n/use-translation.ts';
import {
  isOneClickApplicationMove,
  type Application,
  type ApplicationStatus,
} from '@careers/contracts';
import { toApiError } from '../../../../core/api/api-error.ts';
import { notify } from '../../../../core/ui/toasts.tsx';
import {
  useChangeApplicationStatusMutation,
  useUndoApplicationMoveMutation,
} from '../../../../core/api/applications.ts';

/** The last one-click move of this tab, while it can still be undone. */
export interface PendingUndo {
  applicationId: string;
  eventId: string;
  /** Epoch ms: the server refuses the undo from then on. */
  until: number;
  status: ApplicationStatus;
  candidateName: string;
}

/** What a move needs to know of an application (a list row, a board card, the record). */
export type MovableApplication = Pick<
  Application,
  'id' | 'candidateName' | 'status' | 'allowedNext'
>;

/** A move waiting for its confirmation: the application and the status it goes to. */
export interface PendingMove {
  application: MovableApplication;
  to: ApplicationStatus;
}

let pending: PendingUndo | null = null;
const listeners = new Set<() => void>();

function setPending(next: PendingUndo | null): void {
  pending = next;
  for (const l of listeners) l();
}

/** Forgets the pending undo once its window has closed (the undo bar calls it). */
export function expirePendingUndo(eventId: string): void {
  if (pending?.eventId === eventId) setPending(null);
}

export function usePendingUndo(): PendingUndo | null {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => pending,
  );
}

/**
 * One-click moves (news the candidate will like) and their undo: the move goes through the one
 * status endpoint with `undoable`, the answer's undo is kept for the undo bar and the `u` key,
 * and `undo()` takes the last one back while the server still allows it. One pending undo per
 * tab: a newer move replaces it (the older one's email then goes when its window closes).
 */
export function useQuickMove() {
  const [changeStatus] = useChangeApplicationStatusMutation();
  const [undoMove] = useUndoApplicationMoveMutation();
  const { t } = useTranslation();
  const current = usePendingUndo();
  const [busy, setBusy] = useState(false);

  const move = useCallback(
    async (application: Pick<Application, 'id' | 'candidateName'>, to: ApplicationStatus) => {
      const moved = await changeStatus({ id: application.id, status: to, undoable: true }).unwrap();
      if (moved.undo) {
        setPending({
          applicationId: application.id,
          eventId: moved.undo.eventId,
          until: new Date(moved.undo.until).getTime(),
          status: to,
          candidateName: application.candidateName,
        });
      }
      return moved;
    },
    [changeStatus],
  );

  /** Undoes the pending move and says how it went (a toast); answers whether it was undone. */
  const undo = useCallback(async () => {
    const last = pending;
    if (!last) return false;
    try {
      const restored = await undoMove({ id: last.applicationId, eventId: last.eventId }).unwrap();
      void notify(
        'info',
        t('careers.triage.undone', { status: t(`careers.applicationStatus.${restored.status}`) }),
      );
      return true;
    } catch (failure) {
      void notify('error', toApiError(failure).message);
      return false;
    } finally {
      // Undone, or refused for good (too late, changed since): either way nothing is left to undo.
      expirePendingUndo(last.eventId);
    }
  }, [undoMove, t]);

  /**
   * A move asked for by a key, a button or a drop: one the status does not allow says so; with
   * `ask`, a move that does not go in one click is handed to it (a confirm dialog); the rest go at
   * once (`busy` meanwhile), a failure shown as a toast.
   */
  const request = useCallback(
    async (
      application: MovableApplication,
      to: ApplicationStatus,
      ask?: (p: PendingMove) => void,
    ) => {
      if (!application.allowedNext.includes(to)) {
        void notify(
          'info',
          t('careers.triage.notAllowed', {
            from: t(`careers.applicationStatus.${application.status}`),
            to: t(`careers.applicationStatus.${to}`),
          }),
        );
        return;
      }
      if (ask && !isOneClickApplicationMove(application.status, to)) {
        ask({ application, to });
        return;
      }
      setBusy(true);
      try {
        await move(application, to);
      } catch (failure) {
        void notify('error', toApiError(failure).message);
      } finally {
        setBusy(false);
      }
    },
    [move, t],
  );

  return { move, undo, request, busy, pending: current };
}
