import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import type { ListUser, NewListUser } from '../../../fake-api/types.ts';
import {
  addUserRequest,
  DEFAULT_USER_PARAMS,
  deleteUserRequest,
  fetchAllUsers,
  fetchUsers,
  type UserParams,
} from './users-api.ts';

export interface UsersState {
  allData: ListUser[];
  data: ListUser[];
  total: number;
  params: UserParams;
  loading: boolean;
}

const initialState: UsersState = {
  allData: [],
  data: [],
  total: 1,
  params: DEFAULT_USER_PARAMS,
  loading: false,
};

export const getAllUsers = createAsyncThunk('users/allData', fetchAllUsers);

export const getUsers = createAsyncThunk('users/list', (params: UserParams) => fetchUsers(params));

/** Adds, then refreshes the statistics and the current list so the new user can be found. */
export const addUser = createAsyncThunk(
  'users/add',
  async (user: Partial<NewListUser>, { dispatch, getState }) => {
    const added = await addUserRequest(user);
    const { params } = (getState() as { users: UsersState }).users;
    await Promise.all([dispatch(getAllUsers()), dispatch(getUsers(params))]);
    return added;
  },
);

export const deleteUser = createAsyncThunk(
  'users/delete',
  async (id: number, { dispatch, getState }) => {
    await deleteUserRequest(id);
    const { params } = (getState() as { users: UsersState }).users;
    await Promise.all([dispatch(getAllUsers()), dispatch(getUsers(params))]);
  },
);

export const usersSlice = createSlice({
  name: 'users',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(getAllUsers.fulfilled, (state, action) => {
        state.allData = action.payload;
      })
      .addCase(getUsers.pending, (state, action) => {
        state.loading = true;
        state.params = action.meta.arg;
      })
      .addCase(getUsers.fulfilled, (state, action) => {
        state.loading = false;
        state.data = action.payload.users;
        state.total = action.payload.total;
      })
      .addCase(getUsers.rejected, (state) => {
        state.loading = false;
      });
  },
  selectors: { selectUsers: (state) => state },
});

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}

export const injectedUsersSlice = usersSlice.injectInto(rootReducer);
export const { selectUsers } = injectedUsersSlice.selectors;
