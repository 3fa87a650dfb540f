import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Info, Send } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { Chat, ChatProfile, Contact } from '../../../fake-api/types.ts';
import { IconButton, SidebarToggle } from '../shared/icon-button.tsx';
import { ChatAvatar } from './chat-avatar.tsx';
import { dateTimeFormat } from '../../../core/format/date.ts';

interface ChatLogProps {
  contact: Contact;
  chat: Chat | null;
  profile: ChatProfile;
  sending: boolean;
  onSend: (message: string) => Promise<void>;
  onOpenSidebar: () => void;
  onContactProfile: () => void;
}

/** The open conversation: header, messages (kept scrolled to the newest) and the composer. */
export function ChatLog(props: ChatLogProps) {
  const { t, i18n } = useTranslation();
  const { contact, chat, profile } = props;
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const messages = chat?.chat ?? [];

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, contact.id]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    await props.onSend(text);
  };

  const time = (iso: string) =>
    dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

  return (
    <section className="chat-log-pane" aria-labelledby="chat-contact-name">
      <header className="chat-header">
        <SidebarToggle label={t('chat.openConversations')} onClick={props.onOpenSidebar} />
        <ChatAvatar src={contact.avatar} status={contact.status} />
        <div className="flex-grow-1 min-w-0">
          <h2 id="chat-contact-name" className="h6 mb-0 text-truncate">
            {contact.fullName}
          </h2>
          <div className="small text-body-secondary text-truncate">{contact.role}</div>
        </div>
        <IconButton
          icon={Info}
          iconSize={20}
          label={t('chat.contactProfile', { name: contact.fullName })}
          onClick={props.onContactProfile}
        />
      </header>
      <div
        ref={log}
        className="chat-messages"
        role="log"
        aria-live="polite"
        aria-label={t('chat.messagesWith', { name: contact.fullName })}
        tabIndex={0}
      >
        {messages.length === 0 && <p className="app-empty">{t('chat.noMessages')}</p>}
        {messages.map((m, i) => {
          const mine = m.senderId === profile.id;
          return (
            <div key={`${m.time}-${i}`} className={`chat-message${mine ? ' mine' : ''}`}>
              <img
                className="avatar avatar-sm"
                src={mine ? profile.avatar : contact.avatar}
                alt=""
                aria-hidden="true"
              />
              <div className="chat-bubble-wrap">
                <p className="chat-bubble mb-0">
                  <span className="visually-hidden">
                    {mine ? t('chat.you') : contact.fullName}:{' '}
                  </span>
                  {m.message}
                </p>
                <time className="chat-time" dateTime={m.time}>
                  {time(m.time)}
                </time>
              </div>
            </div>
          );
        })}
      </div>
      <form className="chat-composer" onSubmit={(e) => void submit(e)}>
        <label htmlFor="chat-message" className="visually-hidden">
          {t('chat.message')}
        </label>
        <input
          id="chat-message"
          className="form-control"
          placeholder={t('chat.typeMessage')}
          autoComplete="off"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={props.sending || !draft.trim()}>
          <Send size={16} aria-hidden="true" className="me-1 flip-rtl" />
          {t('chat.send')}
        </button>
      </form>
    </section>
  );
}
