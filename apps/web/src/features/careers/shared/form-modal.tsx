import { useId, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { DialogHeader } from '../../../core/ui/dialog.tsx';

/**
 * A dialog around a form: its title, the server's refusal above the fields, Cancel and the submit
 * button. Escape and the close button wait while it saves, as Cancel does.
 */
export function FormModal(props: {
  show: boolean;
  title: ReactNode;
  size?: 'lg';
  busy: boolean;
  error: string | null | undefined;
  submitLabel: string;
  submitVariant?: string;
  /** Disables the submit button (besides while busy). */
  submitDisabled?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Modal
      show={props.show}
      onHide={() => !props.busy && props.onCancel()}
      centered
      size={props.size}
      aria-labelledby={`${id}-title`}
    >
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <DialogHeader id={`${id}-title`} title={props.title} />
        <Modal.Body>
          {props.error && (
            <Alert variant="danger" role="alert">
              {props.error}
            </Alert>
          )}
          {props.children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onCancel} disabled={props.busy}>
            {t('careers.common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={props.submitVariant ?? 'primary'}
            disabled={props.busy || props.submitDisabled}
          >
            {props.submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
