import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../i18n/use-translation.ts';
import { Dialog } from './dialog.tsx';
import { FailureAlert } from './failure-alert.tsx';

export interface ActionDialogProps {
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  size?: 'lg' | 'xl';
  /** The action's button, and what it says while the action runs. */
  actionLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Nothing to act on yet (the button waits besides while busy). */
  disabled?: boolean;
  /** Why the action failed, under the body. */
  error: string | null | undefined;
  onAction: () => void;
  /** The body: what the action is about and its choices. */
  children: ReactNode;
}

/**
 * A dialog that does one thing with what it shows (share a shortlist, send an application): its
 * title, the body, the action's failure at the body's end, then Cancel and the action's button.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog show={props.show} onHide={props.onHide} title={props.title} size={props.size}>
      <Modal.Body>
        {props.children}
        <FailureAlert message={props.error} className="mb-0" />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={props.onHide}>
          {t('frame.cancel')}
        </Button>
        <Button disabled={props.busy || props.disabled} onClick={props.onAction}>
          {props.busy ? props.busyLabel : props.actionLabel}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}
