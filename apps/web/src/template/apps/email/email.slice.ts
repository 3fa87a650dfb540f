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
  Email,
  EmailFolder,
  EmailLabel,
  EmailsMeta,
  EmailsResponse,
  EmailUpdate,
  EmailWithPaging,
} from '../../../fake-api/types.ts';

export type MailView = EmailFolder | 'starred';

export interface EmailParams {
  q: string;
  folder: MailView;
  label?: EmailLabel;
}

export interface EmailState {
  mails: Email[];
  meta: EmailsMeta;
  params: EmailParams;
  selectedIds: number[];
  currentMail: EmailWithPaging | null;
  loading: boolean;
}

export const initialEmailState: EmailState = {
  mails: [],
  meta: { inbox: 0, spam: 0, draft: 0 },
  params: { q: '', folder: 'inbox' },
  selectedIds: [],
  currentMail: null,
  loading: false,
};

// The part of the store this slice sees (typed locally: the root type depends on the slices).
type EmailRoot = { email?: EmailState };
type ThunkApi = { state: EmailRoot };

const emailState = (state: EmailRoot): EmailState => injectedEmail.selectSlice(state);

export const fetchMails = createAsyncThunk<EmailsResponse, EmailParams, ThunkApi>(
  'email/fetchMails',
  async (params) => {
    const query: Record<string, string> = { folder: params.folder };
    if (params.q) query.q = params.q;
    if (params.label) query.label = params.label;
    const res = await http.get<EmailsResponse>('/apps/email/emails', { params: query });
    return res.data;
  },
);

export const getMail = createAsyncThunk<EmailWithPaging, number, ThunkApi>(
  'email/getMail',
  async (id) => (await http.get<EmailWithPaging>('/apps/email/get-email', { params: { id } })).data,
);

/** Re-reads the list (and the open mail) after a change, so counts and flags stay true. */
export const refreshMails = createAsyncThunk<void, void, ThunkApi>(
  'email/refresh',
  async (_, { dispatch, getState }) => {
    const { params, currentMail } = emailState(getState());
    await dispatch(fetchMails(params));
    if (currentMail) await dispatch(getMail(currentMail.id));
  },
);

export const updateMails = createAsyncThunk<
  void,
  { emailIds: number[]; dataToUpdate: EmailUpdate },
  ThunkApi
>('email/updateMails', async (body, { dispatch }) => {
  await http.post('/apps/email/update-emails', body);
  await dispatch(refreshMails());
});

export const updateMailLabel = createAsyncThunk<
  void,
  { emailIds: number[]; label: EmailLabel },
  ThunkApi
>('email/updateMailLabel', async (body, { dispatch }) => {
  await http.post('/apps/email/update-emails-label', body);
  await dispatch(refreshMails());
});

/** Opens a mail and marks it read (the list refreshes so the unread count drops). */
export const openMail = createAsyncThunk<void, number, ThunkApi>(
  'email/openMail',
  async (id, { dispatch }) => {
    const mail = await dispatch(getMail(id)).unwrap();
    if (!mail.isRead)
      await dispatch(updateMails({ emailIds: [id], dataToUpdate: { isRead: true } }));
  },
);

export const paginateMail = createAsyncThunk<
  EmailWithPaging,
  { dir: 'previous' | 'next'; emailId: number },
  ThunkApi
>('email/paginateMail', async (params, { dispatch }) => {
  const res = await http.get<EmailWithPaging>('/apps/email/paginate-email', { params });
  if (!res.data.isRead) {
    await dispatch(updateMails({ emailIds: [res.data.id], dataToUpdate: { isRead: true } }));
    return { ...res.data, isRead: true };
  }
  return res.data;
});

export const emailSlice = createSlice({
  name: 'email',
  initialState: initialEmailState,
  reducers: {
    /** Toggles one mail in the selection. */
    toggleMailSelected(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.selectedIds = state.selectedIds.includes(id)
        ? state.selectedIds.filter((s) => s !== id)
        : [...state.selectedIds, id];
    },
    /** true selects every mail of the list, false clears the selection. */
    selectAllMails(state, action: PayloadAction<boolean>) {
      state.selectedIds = action.payload ? state.mails.map((m) => m.id) : [];
    },
    resetSelection(state) {
      state.selectedIds = [];
    },
    closeMail(state) {
      state.currentMail = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMails.pending, (state, action) => {
        state.loading = true;
        const changedView =
          action.meta.arg.folder !== state.params.folder ||
          action.meta.arg.label !== state.params.label;
        state.params = action.meta.arg;
        if (changedView) state.selectedIds = [];
      })
      .addCase(fetchMails.fulfilled, (state, action) => {
        state.loading = false;
        state.mails = action.payload.emails;
        state.meta = action.payload.emailsMeta;
        // Mails that left the list (moved, filtered out) leave the selection too.
        const ids = new Set(action.payload.emails.map((m) => m.id));
        state.selectedIds = state.selectedIds.filter((id) => ids.has(id));
      })
      .addCase(fetchMails.rejected, (state) => {
        state.loading = false;
      })
      .addCase(getMail.fulfilled, (state, action) => {
        state.currentMail = action.payload;
      })
      .addCase(paginateMail.fulfilled, (state, action) => {
        state.currentMail = action.payload;
      });
  },
});

export const { toggleMailSelected, selectAllMails, resetSelection, closeMail } = emailSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof emailSlice> {}
}

export const injectedEmail = emailSlice.injectInto(rootReducer);

export const useEmailState = () => useSelector((state: EmailRoot) => emailState(state));
export const useEmailDispatch =
  useDispatch.withTypes<ThunkDispatch<EmailRoot, unknown, UnknownAction>>();
