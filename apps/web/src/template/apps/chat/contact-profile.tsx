import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { Contact } from '../../../fake-api/types.ts';
import { PersonPanel } from './person-panel.tsx';

/** The open contact's profile: about and personal information. */
export function ContactProfile({
  contact,
  show,
  rtl,
  onHide,
}: {
  contact: Contact;
  show: boolean;
  rtl: boolean;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PersonPanel
      person={contact}
      show={show}
      onHide={onHide}
      placement={rtl ? 'start' : 'end'}
      titleId="chat-contact-title"
      title={contact.fullName}
      header={<div className="text-body-secondary mt-2">{contact.role}</div>}
    >
      <h3 className="h6 text-uppercase small">{t('chat.about')}</h3>
      <p>{contact.about}</p>
      <h3 className="h6 text-uppercase small mt-4">{t('chat.personalInfo')}</h3>
      <dl className="row mb-0">
        <dt className="col-5">{t('chat.fullName')}</dt>
        <dd className="col-7">{contact.fullName}</dd>
        <dt className="col-5">{t('chat.role')}</dt>
        <dd className="col-7">{contact.role}</dd>
        <dt className="col-5">{t('chat.statusLabel')}</dt>
        <dd className="col-7">{t(`chat.status.${contact.status}`)}</dd>
      </dl>
    </PersonPanel>
  );
}
