import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { http } from '../../../core/http/http.ts';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import type {
  Chat,
  ChatProfile,
  ChatsAndContactsResponse,
  ChatStatus,
  Contact,
  GetChatResponse,
  SendMessageRequest,
  SendMessageResponse,
} from '../../../fake-api/types.ts';

export type ChatContact = ChatsAndContactsResponse['chatsContacts'][number];
export type ProfileSetting = keyof ChatProfile['settings'];

export interface ChatState {
  chats: ChatContact[];
  contacts: Contact[];
  profile: ChatProfile | null;
  selected: { contact: Contact; chat: Chat | null } | null;
  sending: boolean;
}

export const initialChatState: ChatState = {
  chats: [],
  contacts: [],
  profile: null,
  selected: null,
  sending: false,
};

// The part of the store this slice sees (typed locally: the root type depends on the slices).
type ChatRoot = { chat?: ChatState };
type ThunkApi = { state: ChatRoot };

export const fetchChatsContacts = createAsyncThunk<ChatsAndContactsResponse, void, ThunkApi>(
  'chat/fetchChatsContacts',
  async () => (await http.get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts')).data,
);

/** Opens a contact's chat (its unseen count drops to 0), then refreshes the lists. */
export const openChat = createAsyncThunk<GetChatResponse, number, ThunkApi>(
  'chat/openChat',
  async (id, { dispatch }) => {
    const res = await http.get<GetChatResponse>('/apps/chat/get-chat', { params: { id } });
    await dispatch(fetchChatsContacts());
    return res.data;
  },
);

/** Sends to the open contact; a contact without a chat gets one. */
export const sendMessage = createAsyncThunk<
  SendMessageResponse,
  { contact: Contact; message: string },
  ThunkApi
>('chat/sendMessage', async ({ contact, message }, { dispatch }) => {
  const body: SendMessageRequest = { obj: { contact: { id: contact.id }, message } };
  const res = await http.post<SendMessageResponse>('/apps/chat/send-msg', body);
  await dispatch(fetchChatsContacts());
  return res.data;
});

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    // The sample API has no call to save the profile: these last for the visit.
    setProfileStatus(state, action: PayloadAction<ChatStatus>) {
      if (state.profile) state.profile.status = action.payload;
    },
    setProfileAbout(state, action: PayloadAction<string>) {
      if (state.profile) state.profile.about = action.payload;
    },
    setProfileSetting(state, action: PayloadAction<{ key: ProfileSetting; value: boolean }>) {
      if (state.profile) state.profile.settings[action.payload.key] = action.payload.value;
    },
    closeChat(state) {
      state.selected = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchChatsContacts.fulfilled, (state, action) => {
        state.chats = action.payload.chatsContacts;
        state.contacts = action.payload.contacts;
        // Keep local profile edits once loaded.
        state.profile ??= action.payload.profileUser;
      })
      .addCase(openChat.fulfilled, (state, action) => {
        state.selected = action.payload;
      })
      .addCase(sendMessage.pending, (state) => {
        state.sending = true;
      })
      .addCase(sendMessage.rejected, (state) => {
        state.sending = false;
      })
      .addCase(sendMessage.fulfilled, (state, action) => {
        state.sending = false;
        const { contact } = action.meta.arg;
        if (state.selected?.contact.id === contact.id) state.selected.chat = action.payload.chat;
      });
  },
});

export const { setProfileStatus, setProfileAbout, setProfileSetting, closeChat } =
  chatSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

export const injectedChat = chatSlice.injectInto(rootReducer);

export const useChatState = () => useSelector((state: ChatRoot) => injectedChat.selectSlice(state));
export const useChatDispatch =
  useDispatch.withTypes<ThunkDispatch<ChatRoot, unknown, UnknownAction>>();

/** Chats and contacts whose name matches the search. */
export function filterByName<T extends { fullName: string }>(list: T[], q: string): T[] {
  const needle = q.trim().toLowerCase();
  return needle ? list.filter((c) => c.fullName.toLowerCase().includes(needle)) : list;
}
