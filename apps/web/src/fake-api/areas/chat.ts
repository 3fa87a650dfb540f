import { seedChats, seedContacts, seedProfileUser } from '../data/chat.ts';
import type { SampleArea } from '../db.ts';
import { PROFILE_USER_ID } from '../data/chat.ts';
import type { FakeDb } from '../db.ts';
import { badRequest, created, ok } from '../lib/http.ts';
import { idValue, objectBody } from '../lib/query.ts';
import { get, post, type Route } from '../lib/route.ts';
import type {
  Chat,
  ChatMessage,
  ChatsAndContactsResponse,
  ChatSummary,
  Contact,
  GetChatResponse,
  SendMessageResponse,
} from '../types.ts';
import { findById, nextId } from '../lib/records.ts';

function summary(chat: Chat): ChatSummary {
  return { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat.at(-1) ?? null };
}

export function chatsAndContacts(db: FakeDb): ChatsAndContactsResponse {
  const { contacts, chats, profileUser } = db.chat;
  const chatsContacts = chats
    .flatMap((chat) => {
      const contact = contacts.find((c) => c.id === chat.userId);
      return contact ? [{ ...contact, chat: summary(chat) }] : [];
    })
    .sort((a, b) => (b.chat.lastMessage?.time ?? '').localeCompare(a.chat.lastMessage?.time ?? ''));
  return { chatsContacts, contacts, profileUser };
}

const findContact = (db: FakeDb, id: number): Contact => findById(db.chat.contacts, id, 'Contact');

/** Opening a chat marks its messages seen. */
export function openChat(db: FakeDb, userId: number): GetChatResponse {
  const contact = findContact(db, userId);
  const chat = db.chat.chats.find((c) => c.userId === userId) ?? null;
  if (chat) chat.unseenMsgs = 0;
  return { chat, contact: chat ? { ...contact, chat: summary(chat) } : contact };
}

export function sendMessage(
  db: FakeDb,
  userId: number,
  text: string,
  now: Date,
): SendMessageResponse {
  findContact(db, userId);
  const newMessageData: ChatMessage = {
    message: text,
    time: now.toISOString(),
    senderId: PROFILE_USER_ID,
    feedback: { isSent: true, isDelivered: false, isSeen: false },
  };
  let chat = db.chat.chats.find((c) => c.userId === userId);
  if (!chat) {
    chat = {
      id: nextId(db.chat.chats),
      userId,
      unseenMsgs: 0,
      chat: [],
    };
    db.chat.chats.push(chat);
  }
  chat.chat.push(newMessageData);
  return { newMessageData, chat };
}

export const chatRoutes: Route[] = [
  get('/apps/chat/users/profile-user', (db) => ok(db.chat.profileUser)),
  get('/apps/chat/chats-and-contacts', (db) => ok(chatsAndContacts(db))),
  get('/apps/chat/get-chat', (db, { params }) => ok(openChat(db, idValue(params.id, 'id')))),
  post('/apps/chat/send-msg', (db, { body, now }) => {
    const obj = objectBody(objectBody(body, 'obj').obj, 'obj');
    const contact = objectBody(obj.contact, 'contact');
    const message = typeof obj.message === 'string' ? obj.message.trim() : '';
    if (!message) throw badRequest('message', 'message is required');
    return created(sendMessage(db, idValue(contact.id, 'contact.id'), message, now));
  }),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: chatRoutes,
  store: {
    chat: ({ now }) => ({
      profileUser: seedProfileUser(),
      contacts: seedContacts(),
      chats: seedChats(now),
    }),
  },
};
