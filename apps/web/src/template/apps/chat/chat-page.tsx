import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { MessageSquare } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { Contact } from '../../../fake-api/types.ts';
import { AppShell } from '../shared/app-shell.tsx';
import { SidebarToggle } from '../shared/icon-button.tsx';
import { ChatLog } from './chat-log.tsx';
import { ChatSidebar } from './chat-sidebar.tsx';
import {
  useGetChatQuery,
  useGetChatsAndContactsQuery,
  useSendMessageMutation,
} from './chat.api.ts';
import {
  openChat,
  setProfileAbout,
  type ChatContact,
  setProfileSetting,
  setProfileStatus,
  useChatDispatch,
  useChatState,
  withEdits,
} from './chat.slice.ts';
import { ContactProfile } from './contact-profile.tsx';
import { ProfileSidebar } from './profile-sidebar.tsx';
import './chat.scss';
import { useAppSidebar } from '../shared/use-app-sidebar.ts';

const NO_CHATS: ChatContact[] = [];
const NO_CONTACTS: Contact[] = [];

export function ChatPage() {
  const { t } = useTranslation();
  const sidebar = useAppSidebar();
  const { rtl } = sidebar;
  const dispatch = useChatDispatch();
  const { selectedId, profileEdits } = useChatState();
  const lists = useGetChatsAndContactsQuery().data;
  const chats = lists?.chatsContacts ?? NO_CHATS;
  const contacts = lists?.contacts ?? NO_CONTACTS;
  const profile = useMemo(
    () => withEdits(lists?.profileUser, profileEdits),
    [lists?.profileUser, profileEdits],
  );
  // Every open asks the server again (it clears the chat's unseen count).
  const shownChat = useGetChatQuery(selectedId ?? skipToken, {
    refetchOnMountOrArgChange: true,
  }).data;
  // A skipped query keeps its last answer: a closed chat must not stay on screen.
  const selected = selectedId === null ? null : (shownChat ?? null);
  const [sendMessage, { isLoading: sending }] = useSendMessageMutation();
  const [q, setQ] = useState('');
  const [profileOpen, setProfileOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);

  const open = (id: number) => {
    sidebar.hide();
    dispatch(openChat(id));
  };

  return (
    <AppShell app="chat">
      <ChatSidebar
        chats={chats}
        contacts={contacts}
        profile={profile}
        selectedId={selected?.contact.id ?? null}
        q={q}
        {...sidebar.panel}
        onQ={setQ}
        onOpen={open}
        onProfile={sidebar.closeThen(() => setProfileOpen(true))}
      />
      <div className="app-main chat-main">
        {selected && profile ? (
          <ChatLog
            contact={selected.contact}
            chat={selected.chat}
            profile={profile}
            sending={sending}
            onSend={async (message) => {
              await sendMessage({ contact: selected.contact, message });
            }}
            onOpenSidebar={sidebar.open}
            onContactProfile={() => setContactOpen(true)}
          />
        ) : (
          <div className="chat-start">
            <SidebarToggle
              label={t('chat.openConversations')}
              onClick={sidebar.open}
              className="chat-start-menu"
            />
            <span className="chat-start-icon" aria-hidden="true">
              <MessageSquare size={48} />
            </span>
            <h2 className="h5">{t('chat.startTitle')}</h2>
            <p className="text-body-secondary">{t('chat.startText')}</p>
            <button
              type="button"
              className="btn btn-outline-primary d-lg-none"
              onClick={sidebar.open}
            >
              {t('chat.startButton')}
            </button>
          </div>
        )}
      </div>
      {profile && (
        <ProfileSidebar
          profile={profile}
          show={profileOpen}
          rtl={rtl}
          onHide={() => setProfileOpen(false)}
          onAbout={(about) => dispatch(setProfileAbout(about))}
          onStatus={(status) => dispatch(setProfileStatus(status))}
          onSetting={(key, value) => dispatch(setProfileSetting({ key, value }))}
        />
      )}
      {selected && (
        <ContactProfile
          contact={selected.contact}
          show={contactOpen}
          rtl={rtl}
          onHide={() => setContactOpen(false)}
        />
      )}
    </AppShell>
  );
}
