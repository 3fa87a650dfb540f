import { requestToasts } from '../../../core/ui/toasts.tsx';

interface UndoToastProps {
  message: string;
  undoLabel: string;
  onUndo: () => void;
  closeToast?: () => void;
}

function UndoToast({ message, undoLabel, onUndo, closeToast }: UndoToastProps) {
  return (
    <div className="d-flex align-items-center justify-content-between gap-3 w-100">
      <span>{message}</span>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        onClick={() => {
          onUndo();
          closeToast?.();
        }}
      >
        {undoLabel}
      </button>
    </div>
  );
}

/** A toast with an Undo button (react-toastify loads with the first toast, as in core/ui/toasts). */
export async function notifyWithUndo(message: string, undoLabel: string, onUndo: () => void) {
  requestToasts();
  const { toast } = await import('react-toastify');
  toast.info(
    ({ closeToast }) => (
      <UndoToast message={message} undoLabel={undoLabel} onUndo={onUndo} closeToast={closeToast} />
    ),
    { autoClose: 8000 },
  );
}
