import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatProfile, ChatsAndContactsResponse, Contact } from '../../../fake-api/types.ts';
import { makeTestStore } from '../../../core/test/render.tsx';
import { answer, http, sent } from '../shared/api-test-kit.ts';
import { chatApi } from './chat.api.ts';
import * as chat from './chat.slice.ts';

vi.mock('../../../core/http/http.ts', () => import('../shared/api-test-kit.ts'));

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

describe('chat endpoints and profile', () => {
  let store = makeTestStore();
  const { getChatsAndContacts, getChat, sendMessage } = chatApi.endpoints;
  const cached = () => getChatsAndContacts.select()(store.getState() as never).data;

  beforeEach(() => {
    vi.clearAllMocks();
    store = makeTestStore();
  });

  it('loads chats, contacts and the profile', async () => {
    http.request.mockReturnValue(answer(lists(2)));
    await store.dispatch(getChatsAndContacts.initiate());
    expect(cached()?.chatsContacts[0]?.chat.unseenMsgs).toBe(2);
    expect(cached()?.contacts).toHaveLength(2);
    expect(chat.selectChatProfile(store.getState())?.fullName).toBe('Helen Ashworth');
  });

  it('opening a chat selects it and reloads the lists with its unseen count cleared', async () => {
    let unseen = 2;
    http.request.mockImplementation((config: { url: string }) =>
      answer(
        config.url === '/apps/chat/get-chat'
          ? { contact: amara, chat: { id: 1, userId: 1, unseenMsgs: 0, chat: [] } }
          : lists(unseen),
      ),
    );
    const shown = store.dispatch(getChatsAndContacts.initiate());
    await shown;
    unseen = 0;
    store.dispatch(chat.openChat(1));
    const open = await store.dispatch(getChat.initiate(1));
    expect(http.request).toHaveBeenCalledWith(sent('/apps/chat/get-chat', { params: { id: 1 } }));
    expect(chat.injectedChat.selectSlice(store.getState()).selectedId).toBe(1);
    expect(open.data?.contact.id).toBe(1);
    await vi.waitFor(() => expect(cached()?.chatsContacts[0]?.chat.unseenMsgs).toBe(0));
    shown.unsubscribe();
  });

  it('sends a message to the open contact and shows the chat the server answers', async () => {
    http.request.mockImplementation((config: { url: string }) =>
      answer(config.url === '/apps/chat/get-chat' ? { contact: sophie, chat: null } : lists(0)),
    );
    const open = store.dispatch(getChat.initiate(3));
    expect((await open).data?.chat).toBeNull();
    const message = {
      message: 'Hello',
      time: '2026-01-01T10:00:00Z',
      senderId: 11,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    };
    http.request.mockReturnValueOnce(
      answer({
        newMessageData: message,
        chat: { id: 3, userId: 3, unseenMsgs: 0, chat: [message] },
      }),
    );
    await store.dispatch(sendMessage.initiate({ contact: sophie, message: 'Hello' }));
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/chat/send-msg', {
        method: 'POST',
        data: { obj: { contact: { id: 3 }, message: 'Hello' } },
      }),
    );
    const shown = getChat.select(3)(store.getState() as never).data;
    expect(shown?.chat?.chat.map((m) => m.message)).toEqual(['Hello']);
    open.unsubscribe();
  });

  it('keeps profile status, about and settings changes over a reload', async () => {
    http.request.mockReturnValue(answer(lists(0)));
    const shown = store.dispatch(getChatsAndContacts.initiate());
    await shown;
    store.dispatch(chat.setProfileStatus('busy'));
    store.dispatch(chat.setProfileAbout('Away at the fair'));
    store.dispatch(chat.setProfileSetting({ key: 'isNotificationsOn', value: true }));
    await shown.refetch();
    expect(http.request).toHaveBeenCalledTimes(2);
    expect(chat.selectChatProfile(store.getState())).toMatchObject({
      status: 'busy',
      about: 'Away at the fair',
      settings: { isNotificationsOn: true, isTwoStepAuthVerificationEnabled: true },
    });
    shown.unsubscribe();
  });

  it('filters chats and contacts by name', () => {
    expect(chat.filterByName([amara, sophie], ' soph ').map((c) => c.id)).toEqual([3]);
    expect(chat.filterByName([amara, sophie], '')).toHaveLength(2);
  });
});
