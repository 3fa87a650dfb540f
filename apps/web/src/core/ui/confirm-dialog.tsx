import { useId, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../i18n/use-translation.ts';
import { DialogHeader } from './dialog.tsx';
import { TextAreaField } from './text-field.tsx';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** What the dialog asks; a text stands as its one paragraph. */
  body?: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting; "Cancel" unless the action wants other words. */
  cancelLabel?: string;
  /** Bootstrap variant of the confirming button: `danger` for what cannot be undone. */
  variant?: string;
  /** Asks for a reason; `required` refuses to confirm without one. */
  reason?: { label: string; required: boolean };
  busy?: boolean;
  /** The server's answer when the action failed (a 409's message, say). */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** What a confirming dialog's frame shows around its body (`children`). */
export interface ConfirmFrameProps {
  show: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: string | undefined;
  busy?: boolean;
  error?: string | null;
  /** The form was sent (the confirming button or Enter); the caller checks its fields. */
  onSubmit: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/**
 * The frame of every confirming dialog: its title, the body, the server's refusal in place, Cancel
 * and the confirming button (busy while the action runs; Escape and the close button wait too).
 */
export function ConfirmFrame(props: ConfirmFrameProps) {
  const { t } = useTranslation();
  const id = useId();

  return (
    <Modal
      show={props.show}
      // Escape and the close button wait while the action runs, as the Cancel button does.
      onHide={() => {
        if (!props.busy) props.onCancel();
      }}
      centered
      aria-labelledby={`${id}-title`}
    >
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <DialogHeader id={`${id}-title`} title={props.title} />
        <Modal.Body>
          {props.children}
          {props.error && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              {props.error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onCancel} disabled={props.busy}>
            {props.cancelLabel ?? t('frame.cancel')}
          </Button>
          <Button type="submit" variant={props.variant ?? 'primary'} disabled={props.busy}>
            {props.busy && (
              <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
            )}
            {props.confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/**
 * A confirmation, optionally with a reason, that shows the server's refusal in place: the one
 * dialog every screen asks "are you sure?" with, so they all read and behave alike.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = Boolean(props.reason?.required) && reason.trim() === '';

  const close = () => {
    setReason('');
    setTouched(false);
    props.onCancel();
  };

  return (
    <ConfirmFrame
      {...props}
      onSubmit={() => {
        setTouched(true);
        if (missing) return;
        props.onConfirm(reason.trim());
      }}
      onCancel={close}
    >
      <ConfirmBody body={props.body} />
      {props.reason && (
        <TextAreaField
          id={`${id}-reason`}
          className="mt-3"
          label={props.reason.label}
          maxLength={2000}
          value={reason}
          onChange={setReason}
          error={touched && missing ? t('frame.reasonRequired') : undefined}
          autoFocus
        />
      )}
    </ConfirmFrame>
  );
}

/** A confirming dialog's body: a text stands as its one paragraph; anything else as it is. */
export function ConfirmBody({ body }: { body: ReactNode }) {
  return typeof body === 'string' ? <p className="mb-0">{body}</p> : body;
}
