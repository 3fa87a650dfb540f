import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { Admin, InvitationResponse } from '@careers/contracts';

type AdminStatus = Admin['status'];
import { http } from '../../../core/http/http.ts';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import { toCallError, type CallError } from '../shared/api-call.ts';
import {
  addListCases,
  createListThunk,
  initialListState,
  replaceInList,
  type ListState,
} from '../shared/list-state.ts';

export interface AdminListParams {
  [key: string]: string | number | undefined;
  q?: string;
  status?: string;
  sortColumn?: string;
  sort?: string;
  page?: number;
  perPage?: number;
}

export interface AdminsState extends ListState<Admin, AdminListParams> {
  selectedAdmin: Admin | null;
}

type Rejected = { rejectValue: CallError };

export const fetchAdmins = createListThunk<Admin, AdminListParams>(
  'careersAdmins/fetch',
  '/api/v1/admins',
);

export const setAdminStatus = createAsyncThunk<
  Admin,
  { id: string; status: AdminStatus },
  Rejected
>('careersAdmins/status', async ({ id, status }, { rejectWithValue }) => {
  try {
    return (await http.patch<Admin>(`/api/v1/admins/${id}`, { status })).data;
  } catch (error) {
    return rejectWithValue(toCallError(error));
  }
});

export const inviteAdmin = createAsyncThunk<InvitationResponse, string, Rejected>(
  'careersAdmins/invite',
  async (email, { rejectWithValue }) => {
    try {
      return (await http.post<InvitationResponse>('/api/v1/admin/invitations', { email })).data;
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
);

export const adminsSlice = createSlice({
  name: 'careersAdmins',
  initialState: {
    ...initialListState<Admin, AdminListParams>({ page: 1, perPage: 10 }),
    selectedAdmin: null,
  } as AdminsState,
  reducers: {
    selectAdmin(state, action: PayloadAction<Admin | null>) {
      state.selectedAdmin = action.payload;
    },
  },
  extraReducers: (builder) => {
    addListCases(builder, fetchAdmins);
    builder.addCase(setAdminStatus.fulfilled, (state, action) => {
      replaceInList(state, action.payload);
      if (state.selectedAdmin?.id === action.payload.id) state.selectedAdmin = action.payload;
    });
  },
});

export const { selectAdmin } = adminsSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof adminsSlice> {}
}

const injected = adminsSlice.injectInto(rootReducer);
export const selectAdminsState = injected.selectSlice;
