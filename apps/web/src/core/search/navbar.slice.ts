import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../store/root-reducer.ts';

export interface AppNotification {
  id: string;
  /** Translation keys. */
  title: string;
  text: string;
  color: 'primary' | 'success' | 'danger' | 'warning' | 'info';
  read: boolean;
}

// The frame's own notices (no notification call exists in the spec); read state is per visit.
const FRAME_NOTIFICATIONS: AppNotification[] = [
  {
    id: 'welcome',
    title: 'frame.notifications.welcome.title',
    text: 'frame.notifications.welcome.text',
    color: 'primary',
    read: false,
  },
  {
    id: 'shortcuts',
    title: 'frame.notifications.shortcuts.title',
    text: 'frame.notifications.shortcuts.text',
    color: 'info',
    read: false,
  },
  {
    id: 'customizer',
    title: 'frame.notifications.customizer.title',
    text: 'frame.notifications.customizer.text',
    color: 'success',
    read: false,
  },
  {
    id: 'languages',
    title: 'frame.notifications.languages.title',
    text: 'frame.notifications.languages.text',
    color: 'warning',
    read: true,
  },
];

/** The navbar's own UI state; its search data and bookmarks live in the cache (search.api.ts). */
export interface NavbarState {
  notifications: AppNotification[];
}

const initialState: NavbarState = {
  notifications: FRAME_NOTIFICATIONS,
};

export const navbarSlice = createSlice({
  name: 'navbar',
  initialState,
  reducers: {
    markNotificationRead(state, action: PayloadAction<string>) {
      const n = state.notifications.find((x) => x.id === action.payload);
      if (n) n.read = true;
    },
    markAllNotificationsRead(state) {
      for (const n of state.notifications) n.read = true;
    },
  },
});

export const { markNotificationRead, markAllNotificationsRead } = navbarSlice.actions;
export const navbarReducer = navbarSlice.reducer;

// Injected when the dashboard layouts load: the login page carries none of this (nor axios).
declare module '../store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof navbarSlice> {}
}
const injected = navbarSlice.injectInto(rootReducer);
export const selectNavbar = injected.selectSlice;
