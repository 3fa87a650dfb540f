import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { rootReducer, type RootState } from '../../../core/store/root-reducer.ts';
import type { ChatProfile, ChatsAndContactsResponse, ChatStatus } from '../../../fake-api/types.ts';
import { chatApi } from './chat.api.ts';

export type ChatContact = ChatsAndContactsResponse['chatsContacts'][number];
export type ProfileSetting = keyof ChatProfile['settings'];

/** UI state only: chats, contacts and the open chat live in the API cache (chat.api.ts). */
export interface ChatState {
  /** The contact whose chat is open. */
  selectedId: number | null;
  /** The sample API has no call to save the profile: these changes last for the visit. */
  profileEdits: {
    status?: ChatStatus;
    about?: string;
    settings: Partial<ChatProfile['settings']>;
  };
}

export const initialChatState: ChatState = {
  selectedId: null,
  profileEdits: { settings: {} },
};

// The part of the store this slice sees (typed locally: the root type depends on the slices).
type ChatRoot = { chat?: ChatState };

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    openChat(state, action: PayloadAction<number>) {
      state.selectedId = action.payload;
    },
    setProfileStatus(state, action: PayloadAction<ChatStatus>) {
      state.profileEdits.status = action.payload;
    },
    setProfileAbout(state, action: PayloadAction<string>) {
      state.profileEdits.about = action.payload;
    },
    setProfileSetting(state, action: PayloadAction<{ key: ProfileSetting; value: boolean }>) {
      state.profileEdits.settings[action.payload.key] = action.payload.value;
    },
    closeChat(state) {
      state.selectedId = null;
    },
  },
});

export const { openChat, setProfileStatus, setProfileAbout, setProfileSetting, closeChat } =
  chatSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

export const injectedChat = chatSlice.injectInto(rootReducer);

const chatState = (state: ChatRoot): ChatState => injectedChat.selectSlice(state);

/** The loaded profile with this visit's changes on top; null until the lists load. */
export function withEdits(
  profile: ChatProfile | undefined,
  edits: ChatState['profileEdits'],
): ChatProfile | null {
  if (!profile) return null;
  return {
    ...profile,
    status: edits.status ?? profile.status,
    about: edits.about ?? profile.about,
    settings: { ...profile.settings, ...edits.settings },
  };
}

/** The signed-in user's chat profile, as the store holds it. */
export const selectChatProfile = createSelector(
  [
    (state: RootState) => {
      const select = chatApi.endpoints.getChatsAndContacts.select();
      return select(state as Parameters<typeof select>[0]).data?.profileUser;
    },
    (state: ChatRoot) => chatState(state).profileEdits,
  ],
  withEdits,
);

export const useChatState = () => useSelector((state: ChatRoot) => chatState(state));
export const useChatDispatch = useDispatch;

/** Chats and contacts whose name matches the search. */
export function filterByName<T extends { fullName: string }>(list: T[], q: string): T[] {
  const needle = q.trim().toLowerCase();
  return needle ? list.filter((c) => c.fullName.toLowerCase().includes(needle)) : list;
}
