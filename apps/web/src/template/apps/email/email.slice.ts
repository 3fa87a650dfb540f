import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import { emailApi, type EmailParams, type MailView } from './email.api.ts';

export type { EmailParams, MailView };

/** UI state only: the mails, counts and the open mail live in the API cache (email.api.ts). */
export interface EmailState {
  params: EmailParams;
  selectedIds: number[];
  /** The open mail, or null for the list. */
  currentMailId: number | null;
}

export const initialEmailState: EmailState = {
  params: { q: '', folder: 'inbox' },
  selectedIds: [],
  currentMailId: null,
};

// The part of the store this slice sees (typed locally: the root type depends on the slices).
type EmailRoot = { email?: EmailState };

const emailState = (state: EmailRoot): EmailState => injectedEmail.selectSlice(state);

export const emailSlice = createSlice({
  name: 'email',
  initialState: initialEmailState,
  reducers: {
    /** Another search, folder or label; a new folder or label clears the selection. */
    viewChanged(state, action: PayloadAction<EmailParams>) {
      const changedView =
        action.payload.folder !== state.params.folder ||
        action.payload.label !== state.params.label;
      state.params = action.payload;
      if (changedView) state.selectedIds = [];
    },
    /** Toggles one mail in the selection. */
    toggleMailSelected(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.selectedIds = state.selectedIds.includes(id)
        ? state.selectedIds.filter((s) => s !== id)
        : [...state.selectedIds, id];
    },
    /** Selects the given mails (every mail of the list), or none with []. */
    selectAllMails(state, action: PayloadAction<number[]>) {
      state.selectedIds = [...action.payload];
    },
    resetSelection(state) {
      state.selectedIds = [];
    },
    openMail(state, action: PayloadAction<number>) {
      state.currentMailId = action.payload;
    },
    closeMail(state) {
      state.currentMailId = null;
    },
  },
  extraReducers: (builder) => {
    // Mails that left the list shown (moved, filtered out) leave the selection too.
    builder.addMatcher(emailApi.endpoints.getMails.matchFulfilled, (state, action) => {
      const arg = action.meta.arg.originalArgs;
      if (arg.folder !== state.params.folder || arg.label !== state.params.label) return;
      const ids = new Set(action.payload.emails.map((m) => m.id));
      state.selectedIds = state.selectedIds.filter((id) => ids.has(id));
    });
  },
});

export const {
  viewChanged,
  toggleMailSelected,
  selectAllMails,
  resetSelection,
  openMail,
  closeMail,
} = emailSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof emailSlice> {}
}

export const injectedEmail = emailSlice.injectInto(rootReducer);

export const useEmailState = () => useSelector((state: EmailRoot) => emailState(state));
export const useEmailDispatch = useDispatch;
