import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatProfile, ChatsAndContactsResponse, Contact } from '../../../fake-api/types.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../core/http/http.ts', () => ({ http }));

const { rootReducer } = await import('../../../core/store/root-reducer.ts');
const chat = await import('./chat.slice.ts');

const profile: ChatProfile = {
  id: 11,
  avatar: '',
  fullName: 'Helen Ashworth',
  role: 'Head of Careers',
  about: 'Runs the service.',
  status: 'online',
  settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
};
const amara: Contact = {
  id: 1,
  avatar: '',
  fullName: 'Amara Okafor',
  role: '',
  about: '',
  status: 'online',
};
const sophie: Contact = { ...amara, id: 3, fullName: 'Sophie Turner', status: 'away' };
const lists = (unseen: number): ChatsAndContactsResponse => ({
  chatsContacts: [{ ...amara, chat: { id: 1, unseenMsgs: unseen, lastMessage: null } }],
  contacts: [amara, sophie],
  profileUser: profile,
});

describe('chat slice', () => {
  let store = configureStore({ reducer: rootReducer });
  const state = () => chat.injectedChat.selectSlice(store.getState());

  beforeEach(() => {
    vi.clearAllMocks();
    store = configureStore({ reducer: rootReducer });
  });

  it('loads chats, contacts and the profile', async () => {
    http.get.mockResolvedValue({ data: lists(2) });
    await store.dispatch(chat.fetchChatsContacts());
    expect(state().chats[0]?.chat.unseenMsgs).toBe(2);
    expect(state().contacts).toHaveLength(2);
    expect(state().profile?.fullName).toBe('Helen Ashworth');
  });

  it('opening a chat selects it and reloads the lists with its unseen count cleared', async () => {
    http.get.mockImplementation((url: string) =>
      Promise.resolve({
        data:
          url === '/apps/chat/get-chat'
            ? { contact: amara, chat: { id: 1, userId: 1, unseenMsgs: 0, chat: [] } }
            : lists(0),
      }),
    );
    await store.dispatch(chat.openChat(1));
    expect(http.get).toHaveBeenCalledWith('/apps/chat/get-chat', { params: { id: 1 } });
    expect(state().selected?.contact.id).toBe(1);
    expect(state().chats[0]?.chat.unseenMsgs).toBe(0);
  });

  it('sends a message to the open contact and shows the chat the server answers', async () => {
    http.get.mockImplementation((url: string) =>
      Promise.resolve({
        data: url === '/apps/chat/get-chat' ? { contact: sophie, chat: null } : lists(0),
      }),
    );
    await store.dispatch(chat.openChat(3));
    expect(state().selected?.chat).toBeNull();
    const message = {
      message: 'Hello',
      time: '2026-01-01T10:00:00Z',
      senderId: 11,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    };
    http.post.mockResolvedValue({
      data: { newMessageData: message, chat: { id: 3, userId: 3, unseenMsgs: 0, chat: [message] } },
    });
    await store.dispatch(chat.sendMessage({ contact: sophie, message: 'Hello' }));
    expect(http.post).toHaveBeenCalledWith('/apps/chat/send-msg', {
      obj: { contact: { id: 3 }, message: 'Hello' },
    });
    expect(state().selected?.chat?.chat.map((m) => m.message)).toEqual(['Hello']);
    expect(state().sending).toBe(false);
  });

  it('keeps profile status, about and settings changes over a reload', async () => {
    http.get.mockResolvedValue({ data: lists(0) });
    await store.dispatch(chat.fetchChatsContacts());
    store.dispatch(chat.setProfileStatus('busy'));
    store.dispatch(chat.setProfileAbout('Away at the fair'));
    store.dispatch(chat.setProfileSetting({ key: 'isNotificationsOn', value: true }));
    await store.dispatch(chat.fetchChatsContacts());
    expect(state().profile).toMatchObject({
      status: 'busy',
      about: 'Away at the fair',
      settings: { isNotificationsOn: true, isTwoStepAuthVerificationEnabled: true },
    });
  });

  it('filters chats and contacts by name', () => {
    expect(chat.filterByName([amara, sophie], ' soph ').map((c) => c.id)).toEqual([3]);
    expect(chat.filterByName([amara, sophie], '')).toHaveLength(2);
  });
});
