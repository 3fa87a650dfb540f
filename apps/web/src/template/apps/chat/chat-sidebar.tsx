import { Offcanvas } from 'react-bootstrap';
import { Search } from 'react-feather';
import { useTranslation } from 'react-i18next';
import type { ChatProfile, Contact } from '../../../fake-api/types.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { filterByName, type ChatContact } from './chat.slice.ts';

interface ChatSidebarProps {
  chats: ChatContact[];
  contacts: Contact[];
  profile: ChatProfile | null;
  selectedId: number | null;
  q: string;
  show: boolean;
  rtl: boolean;
  onQ: (q: string) => void;
  onHide: () => void;
  onOpen: (id: number) => void;
  onProfile: () => void;
}

function shortTime(iso: string, lng: string): string {
  const date = new Date(iso);
  const today = date.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(
    lng,
    today ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date);
}

/** Search, chats (last message, unseen count) and every contact; off-canvas below lg. */
export function ChatSidebar(props: ChatSidebarProps) {
  const { t, i18n } = useTranslation();
  const chats = filterByName(props.chats, props.q);
  const contacts = filterByName(props.contacts, props.q);

  const item = (contact: Contact | ChatContact) => {
    const summary = 'chat' in contact ? contact.chat : undefined;
    const last = summary?.lastMessage;
    return (
      <li key={contact.id}>
        <button
          type="button"
          className={`chat-contact${props.selectedId === contact.id ? ' active' : ''}`}
          aria-current={props.selectedId === contact.id ? 'true' : undefined}
          onClick={() => props.onOpen(contact.id)}
        >
          <ChatAvatar src={contact.avatar} status={contact.status} />
          <span className="chat-contact-info">
            <span className="chat-contact-name">{contact.fullName}</span>
            <span className="chat-contact-text">{last ? last.message : contact.about}</span>
          </span>
          {summary && (
            <span className="chat-contact-meta">
              {last && <time dateTime={last.time}>{shortTime(last.time, i18n.language)}</time>}
              {summary.unseenMsgs > 0 && (
                <span
                  className="badge rounded-pill bg-danger"
                  aria-label={t('chat.unseen', { count: summary.unseenMsgs })}
                >
                  {summary.unseenMsgs}
                </span>
              )}
            </span>
          )}
        </button>
      </li>
    );
  };

  return (
    <Offcanvas
      show={props.show}
      onHide={props.onHide}
      responsive="lg"
      placement={props.rtl ? 'end' : 'start'}
      className="app-sidebar chat-sidebar"
      // Named only while it is a dialog (below lg); inline it is a plain region with a nav.
      aria-labelledby={props.show ? 'chat-sidebar-title' : undefined}
    >
      <Offcanvas.Header closeButton closeLabel={t('chat.close')}>
        <Offcanvas.Title id="chat-sidebar-title" as="h2" className="h5">
          {t('chat.conversations')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="app-sidebar-body chat-sidebar-body">
        <div className="app-search">
          {props.profile && (
            <button
              type="button"
              className="btn p-0 border-0 rounded-circle"
              onClick={props.onProfile}
              aria-label={t('chat.myProfile')}
            >
              <ChatAvatar src={props.profile.avatar} status={props.profile.status} />
            </button>
          )}
          <div className="app-search-input">
            <Search size={16} aria-hidden="true" />
            <input
              type="search"
              className="form-control"
              placeholder={t('chat.search')}
              aria-label={t('chat.search')}
              value={props.q}
              onChange={(e) => props.onQ(e.target.value)}
            />
          </div>
        </div>
        <div className="app-scroll">
          <h3 className="chat-list-title">{t('chat.chats')}</h3>
          {chats.length ? (
            <ul className="list-unstyled mb-0" aria-label={t('chat.chats')}>
              {chats.map(item)}
            </ul>
          ) : (
            <p className="app-empty py-2">{t('chat.noChats')}</p>
          )}
          <h3 className="chat-list-title">{t('chat.contacts')}</h3>
          {contacts.length ? (
            <ul className="list-unstyled mb-0" aria-label={t('chat.contacts')}>
              {contacts.map(item)}
            </ul>
          ) : (
            <p className="app-empty py-2">{t('chat.noContacts')}</p>
          )}
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
