import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { http } from '../http/http.ts';
import { rootReducer } from '../store/root-reducer.ts';
import type { SearchGroup, SearchPageItem } from './types.ts';

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

export interface NavbarState {
  searchGroups: SearchGroup[];
  searchStatus: 'idle' | 'loading' | 'ready' | 'failed';
  bookmarks: SearchPageItem[];
  suggestions: SearchPageItem[];
  notifications: AppNotification[];
}

const initialState: NavbarState = {
  searchGroups: [],
  searchStatus: 'idle',
  bookmarks: [],
  suggestions: [],
  notifications: FRAME_NOTIFICATIONS,
};

export const fetchSearchData = createAsyncThunk('navbar/fetchSearchData', async () => {
  const res = await http.get<{ searchArr: SearchGroup[] }>('/api/main-search/data');
  return res.data.searchArr;
});

export const fetchBookmarks = createAsyncThunk('navbar/fetchBookmarks', async () => {
  const res = await http.get<{ suggestions: SearchPageItem[]; bookmarks: SearchPageItem[] }>(
    '/api/bookmarks/data',
  );
  return res.data;
});

export const toggleBookmark = createAsyncThunk('navbar/toggleBookmark', async (id: number) => {
  await http.post('/api/bookmarks/update', { id });
  return id;
});

function flip(item: SearchPageItem, id: number): SearchPageItem {
  return item.id === id ? { ...item, isBookmarked: !item.isBookmarked } : item;
}

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
  extraReducers: (builder) => {
    builder
      .addCase(fetchSearchData.pending, (state) => {
        state.searchStatus = 'loading';
      })
      .addCase(fetchSearchData.fulfilled, (state, action) => {
        state.searchGroups = action.payload;
        state.searchStatus = 'ready';
      })
      .addCase(fetchSearchData.rejected, (state) => {
        state.searchStatus = 'failed';
      })
      .addCase(fetchBookmarks.fulfilled, (state, action) => {
        state.suggestions = action.payload.suggestions;
        state.bookmarks = action.payload.bookmarks;
      })
      .addCase(toggleBookmark.fulfilled, (state, action) => {
        const id = action.payload;
        state.suggestions = state.suggestions.map((s) => flip(s, id));
        state.searchGroups = state.searchGroups.map((g) => ({
          ...g,
          data: g.data.map((d) => ('link' in d && 'id' in d ? flip(d as SearchPageItem, id) : d)),
        }));
        const known =
          state.suggestions.find((s) => s.id === id) ??
          state.searchGroups
            .flatMap((g) => g.data)
            .find((d): d is SearchPageItem => 'id' in d && d.id === id);
        if (state.bookmarks.some((b) => b.id === id)) {
          state.bookmarks = state.bookmarks.filter((b) => b.id !== id);
        } else if (known) {
          state.bookmarks.push({ ...known, isBookmarked: true });
        }
      });
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
