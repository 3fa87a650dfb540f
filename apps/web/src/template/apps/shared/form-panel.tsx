import { useId, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { SidePanel } from './side-panel.tsx';

interface FormPanelProps {
  show: boolean;
  onHide: () => void;
  /** The texts' keys: `<texts>.title` (the panel's title) and `<texts>.submit`. */
  texts: string;
  /** Key of the text of the cancel button, which also names the panel's close button. */
  cancel: string;
  submitting?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields, above the submit and cancel buttons. */
  children: ReactNode;
}

/** A form in a panel at the end of the page: its fields, then submit and cancel. */
export function FormPanel({
  show,
  onHide,
  texts,
  cancel,
  submitting,
  onSubmit,
  children,
}: FormPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const cancelLabel = t(cancel);
  return (
    <SidePanel
      show={show}
      onHide={onHide}
      placement="end"
      titleId={titleId}
      title={t(`${texts}.title`)}
      closeLabel={cancelLabel}
    >
      <Form noValidate onSubmit={onSubmit}>
        {children}
        <div className="d-flex gap-2">
          <Button type="submit" disabled={submitting}>
            {t(`${texts}.submit`)}
          </Button>
          <Button variant="outline-secondary" onClick={onHide}>
            {cancelLabel}
          </Button>
        </div>
      </Form>
    </SidePanel>
  );
}
