import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../fake-api/types.ts';
import { SidePanel } from '../shared/side-panel.tsx';
import { ChatAvatar } from './chat-avatar.tsx';

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
    <SidePanel
      show={show}
      onHide={onHide}
      placement={rtl ? 'start' : 'end'}
      titleId="chat-contact-title"
      title={contact.fullName}
      closeLabel={t('chat.close')}
    >
      <div className="text-center mb-4">
        <ChatAvatar src={contact.avatar} status={contact.status} size="lg" />
        <div className="text-body-secondary mt-2">{contact.role}</div>
      </div>
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
    </SidePanel>
  );
}
