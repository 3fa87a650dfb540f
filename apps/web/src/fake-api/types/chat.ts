// Sample-data API shapes: chat. Re-exported by ../types.ts.

export type ChatStatus = 'online' | 'offline' | 'away' | 'busy';
export interface ChatMessage {
  message: string;
  time: string;
  senderId: number;
  feedback: { isSent: boolean; isDelivered: boolean; isSeen: boolean };
}
/** Who takes part in a chat: the signed-in profile or a contact. */
export interface ChatPerson {
  id: number;
  avatar: string;
  fullName: string;
  role: string;
  about: string;
  status: ChatStatus;
}
export interface ChatProfile extends ChatPerson {
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}
export interface ChatSummary {
  id: number;
  unseenMsgs: number;
  lastMessage: ChatMessage | null;
}
export interface Contact extends ChatPerson {
  chat?: ChatSummary;
}
export interface Chat {
  id: number;
  userId: number;
  unseenMsgs: number;
  chat: ChatMessage[];
}
export interface ChatsAndContactsResponse {
  /** Contacts with a chat, most recent conversation first. */
  chatsContacts: (Contact & { chat: ChatSummary })[];
  contacts: Contact[];
  profileUser: ChatProfile;
}
export interface GetChatResponse {
  chat: Chat | null;
  contact: Contact;
}
export interface SendMessageRequest {
  obj: { contact: { id: number }; message: string };
}
export interface SendMessageResponse {
  newMessageData: ChatMessage;
  chat: Chat;
}
