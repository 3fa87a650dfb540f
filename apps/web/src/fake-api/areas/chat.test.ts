import { describe, expect, it } from 'vitest';
import { anyStatus, createClient, statusOf } from '../lib/test-client.ts';
import type {
  ChatProfile,
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageResponse,
} from '../types.ts';

describe('GET /apps/chat/users/profile-user', () => {
  it('[200] answers the profile user with settings', async () => {
    const { http } = createClient();
    const { data } = await http.get<ChatProfile>('/apps/chat/users/profile-user');
    expect(data).toMatchObject({ id: 11, fullName: 'Helen Ashworth' });
    expect(data.settings).toHaveProperty('isTwoStepAuthVerificationEnabled');
  });
});

describe('GET /apps/chat/chats-and-contacts', () => {
  it('[200] answers 10 contacts and the 2 chats, most recent first', async () => {
    const { http } = createClient();
    const { data } = await http.get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');
    expect(data.contacts).toHaveLength(10);
    expect(data.chatsContacts.map((c) => c.id)).toEqual([1, 2]);
    expect(data.chatsContacts[0]?.chat).toMatchObject({ unseenMsgs: 2 });
    expect(data.chatsContacts[0]?.chat.lastMessage?.message).toBe('Thanks again for all the help.');
    expect(data.profileUser.id).toBe(11);
  });
});

describe('GET /apps/chat/get-chat', () => {
  it('[200] opens a chat and resets its unseen count', async () => {
    const { http } = createClient();
    const { data } = await http.get<GetChatResponse>('/apps/chat/get-chat', { params: { id: 1 } });
    expect(data.chat?.chat).toHaveLength(10);
    expect(data.chat?.unseenMsgs).toBe(0);
    const list = await http.get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');
    expect(list.data.chatsContacts.find((c) => c.id === 1)?.chat.unseenMsgs).toBe(0);
    const other = await http.get<GetChatResponse>('/apps/chat/get-chat', { params: { id: 2 } });
    expect(other.data.chat?.chat).toHaveLength(6);
  });

  it('[200] a contact without a chat has chat null; [404] for an unknown contact', async () => {
    const { http } = createClient();
    const { data } = await http.get<GetChatResponse>('/apps/chat/get-chat', { params: { id: 5 } });
    expect(data.chat).toBeNull();
    expect(data.contact.fullName).toBe('Priya Sharma');
    expect(await statusOf(http.get('/apps/chat/get-chat', { params: { id: 77 } }))).toBe(404);
  });
});

describe('POST /apps/chat/send-msg', () => {
  it('[201] appends to an existing chat', async () => {
    const { http } = createClient();
    const res = await http.post<SendMessageResponse>('/apps/chat/send-msg', {
      obj: { contact: { id: 2 }, message: 'See you at the fair!' },
    });
    expect(res.status).toBe(201);
    expect(res.data.newMessageData).toMatchObject({
      message: 'See you at the fair!',
      senderId: 11,
    });
    expect(res.data.chat.chat).toHaveLength(7);
  });

  it('[201] creates a chat for a contact without one, listed first next time', async () => {
    const { http } = createClient();
    const res = await http.post<SendMessageResponse>('/apps/chat/send-msg', {
      obj: { contact: { id: 5 }, message: 'Hi Priya, can we move the placement visit?' },
    });
    expect(res.data.chat).toMatchObject({ id: 3, userId: 5 });
    const list = await http.get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');
    expect(list.data.chatsContacts.map((c) => c.id)).toEqual([5, 1, 2]);
  });

  it('[400] refuses an empty message; [404] an unknown contact', async () => {
    const { http } = createClient();
    const empty = await anyStatus(
      http.post('/apps/chat/send-msg', { obj: { contact: { id: 2 }, message: '  ' } }),
    );
    expect(empty.status).toBe(400);
    const unknown = await anyStatus(
      http.post('/apps/chat/send-msg', { obj: { contact: { id: 99 }, message: 'hi' } }),
    );
    expect(unknown.status).toBe(404);
  });
});
