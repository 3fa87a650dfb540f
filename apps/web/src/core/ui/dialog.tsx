import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * A dialog's header: its title, an h2 whose `id` names the dialog (aria-labelledby), and the close
 * button, named in the reader's language.
 */
export function DialogHeader({
  id,
  title,
  titleClassName = 'h5',
}: {
  id: string;
  title: ReactNode;
  titleClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal.Header closeButton closeLabel={t('frame.close')}>
      <Modal.Title id={id} as="h2" className={titleClassName}>
        {title}
      </Modal.Title>
    </Modal.Header>
  );
}

/** A centred dialog named by its title; `children` are its body and footer. */
export function Dialog(props: {
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  titleClassName?: string;
  size?: 'lg' | 'xl';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Modal
      show={props.show}
      onHide={props.onHide}
      centered
      size={props.size}
      aria-labelledby={`${id}-title`}
    >
      <DialogHeader id={`${id}-title`} title={props.title} titleClassName={props.titleClassName} />
      {props.children}
    </Modal>
  );
}
