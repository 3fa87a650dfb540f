import type { ApplicationStatus } from '@careers/contracts';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useChangeApplicationStatusMutation } from '../../../core/api/applications.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { applicationActions } from './application-status-actions.ts';
import { MoveDialog } from './move-dialog.tsx';
import type { PendingMove } from './triage/quick-move.ts';

/**
 * Asks before one application's move that does not go in one click (the list's reject key, the
 * application page's buttons, a card dropped on the board): the action's title and button, who
 * moves from where to where, then the move dialog's reason, message and note.
 */
export function ConfirmMoveDialog(props: {
  pending: PendingMove | null;
  /** Offer a preview of the email the move sends (the application page). */
  preview?: boolean;
  onMoved?: (to: ApplicationStatus) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [changeStatus] = useChangeApplicationStatusMutation();
  const move = useAsyncAction();
  const { pending } = props;
  const action = pending
    ? applicationActions(pending.application).find((a) => a.to === pending.to)
    : undefined;
  const close = () => {
    props.onClose();
    move.clearError();
  };
  return (
    <MoveDialog
      show={pending !== null}
      applicationId={props.preview ? pending?.application.id : undefined}
      to={pending?.to ?? null}
      messageRequired={action?.needsReason ?? false}
      title={
        action ? t('careers.applicationPage.confirmTitle', { action: t(action.labelKey) }) : ''
      }
      body={
        pending
          ? t('careers.applicationPage.confirmBody', {
              candidate: pending.application.candidateName,
              from: t(`careers.applicationStatus.${pending.application.status}`),
              to: t(`careers.applicationStatus.${pending.to}`),
            })
          : null
      }
      confirmLabel={action ? t(action.labelKey) : ''}
      variant={action?.variant}
      busy={move.busy}
      error={move.error}
      onConfirm={(carried) => {
        if (!pending) return;
        void move.run(async () => {
          await changeStatus({
            id: pending.application.id,
            status: pending.to,
            ...carried,
          }).unwrap();
          props.onMoved?.(pending.to);
          close();
        });
      }}
      onCancel={close}
    />
  );
}
