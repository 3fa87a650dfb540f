import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SidePanel } from './side-panel.tsx';

interface FormPanelProps {
  show: boolean;
  onHide: () => void;
  titleId: string;
  title: string;
  submitLabel: string;
  /** Names the cancel button and the panel's close button. */
  cancelLabel: string;
  submitting?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields, above the submit and cancel buttons. */
  children: ReactNode;
}

/** A form in a panel at the end of the page: its fields, then submit and cancel. */
export function FormPanel({
  show,
  onHide,
  titleId,
  title,
  submitLabel,
  cancelLabel,
  submitting,
  onSubmit,
  children,
}: FormPanelProps) {
  return (
    <SidePanel
      show={show}
      onHide={onHide}
      placement="end"
      titleId={titleId}
      title={title}
      closeLabel={cancelLabel}
    >
      <Form noValidate onSubmit={onSubmit}>
        {children}
        <div className="d-flex gap-2">
          <Button type="submit" disabled={submitting}>
            {submitLabel}
          </Button>
          <Button variant="outline-secondary" onClick={onHide}>
            {cancelLabel}
          </Button>
        </div>
      </Form>
    </SidePanel>
  );
}
