import { useCallback, useState } from 'react';
import { useAsyncAction, type DescribeFailure } from './use-async-action.ts';

/**
 * An action a screen asks about first ("Revoke this invitation?"): the record it is asked about
 * (`target`, null while no dialog shows), `ask(record)` to open the dialog, and `dialog`, the
 * props that wire a `ConfirmDialog` to it — its busy state and the action's failure in place;
 * confirming runs `act(target)` and closes on success, cancelling closes and forgets the failure.
 */
export function useConfirmed<T>(act: (target: T) => Promise<unknown>, describe?: DescribeFailure) {
  const [target, setTarget] = useState<T | null>(null);
  const action = useAsyncAction();

  const { clearError } = action;
  // Stable, so a table's memoised columns can open the dialog.
  const ask = useCallback(
    (next: T) => {
      clearError();
      setTarget(next);
    },
    [clearError],
  );
  const close = () => {
    clearError();
    setTarget(null);
  };
  const confirm = () => {
    if (target === null) return;
    void action.run(async () => {
      await act(target);
      setTarget(null);
    }, describe);
  };

  return {
    target,
    ask,
    busy: action.busy,
    dialog: {
      show: target !== null,
      busy: action.busy,
      error: action.error,
      onConfirm: confirm,
      onCancel: close,
    },
  };
}
