import { Fragment } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { ChatProfile, Contact } from '../../../fake-api/types.ts';
import { SearchInput } from '../shared/app-search.tsx';
import { shortTime } from '../shared/short-time.ts';
import { SidebarPanel } from '../shared/side-panel.tsx';
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

/** Search, chats (last message, unseen count) and every contact; off-canvas below lg. */
export function ChatSidebar(props: ChatSidebarProps) {
  const { t, i18n } = useTranslation();
  const chats = filterByName(props.chats, props.q);
  const contacts = filterByName(props.contacts, props.q);

  const lists: { title: string; people: (Contact | ChatContact)[]; empty: string }[] = [
    { title: t('chat.chats'), people: chats, empty: t('chat.noChats') },
    { title: t('chat.contacts'), people: contacts, empty: t('chat.noContacts') },
  ];

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
    <SidebarPanel
      name="chat"
      looks={['app', 'chat']}
      show={props.show}
      onHide={props.onHide}
      rtl={props.rtl}
      title={t('chat.conversations')}
      closeLabel={t('chat.close')}
    >
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
        <SearchInput label={t('chat.search')} value={props.q} onChange={props.onQ} />
      </div>
      <div className="app-scroll">
        {lists.map(({ title, people, empty }) => (
          <Fragment key={title}>
            <h3 className="chat-list-title">{title}</h3>
            {people.length ? (
              <ul className="list-unstyled mb-0" aria-label={title}>
                {people.map(item)}
              </ul>
            ) : (
              <p className="app-empty py-2">{empty}</p>
            )}
          </Fragment>
        ))}
      </div>
    </SidebarPanel>
  );
}
