import { useId, useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../core/i18n/use-translation.ts';

export type ModalName = 'share' | 'createApp' | 'addCard' | 'editUser' | 'twoFactor' | 'refer';

interface DemoModalProps {
  /** Names the texts (`pages.modals.<name>.title` and `.text`) and the heading's id. */
  name: ModalName;
  show: boolean;
  onHide: () => void;
  /** The line under the heading when it is not the modal's `text`. */
  text?: string;
  /** A large dialog (the default) or Bootstrap's standard width. */
  wide?: boolean;
  children: ReactNode;
}

/** The examples' dialog: a close button, a centred heading with its line of text, the content. */
export function DemoModal({ name, show, onHide, text, wide = true, children }: DemoModalProps) {
  const { t } = useTranslation();
  // addCard → add-card-title
  const titleId = `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-title`;
  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      size={wide ? 'lg' : undefined}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel={t('pages.common.close')} className="border-0" />
      <Modal.Body className="px-4 px-md-5 pb-5">
        <div className="text-center mb-4">
          <h2 id={titleId} className="h3">
            {t(`pages.modals.${name}.title`)}
          </h2>
          <p className="text-body-secondary">{text ?? t(`pages.modals.${name}.text`)}</p>
        </div>
        {children}
      </Modal.Body>
    </Modal>
  );
}

interface InviteFormProps {
  label: string;
  placeholder: string;
  /** The send button's content. */
  send: ReactNode;
  sendClassName?: string;
  /** Invites the trimmed address; returns the translation key of why it cannot, or null. */
  onInvite: (address: string) => string | null;
  className?: string;
}

/** An email address and its send button in one input group, with the reason it was refused. */
export function InviteForm({
  label,
  placeholder,
  send,
  sendClassName = 'btn btn-primary',
  onInvite,
  className,
}: InviteFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        const problem = onInvite(email.trim());
        setError(problem);
        if (!problem) setEmail('');
      }}
    >
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group has-validation">
        <input
          id={id}
          type="email"
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder={placeholder}
          value={email}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className={sendClassName}>
          {send}
        </button>
        {error && <div className="invalid-feedback">{t(error)}</div>}
      </div>
    </form>
  );
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
