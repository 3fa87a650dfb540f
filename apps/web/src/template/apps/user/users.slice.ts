import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import { DEFAULT_USER_PARAMS, type UserParams } from './users-api.ts';

/** UI state only: the query of the list shown. The users live in the API cache. */
export interface UsersState {
  params: UserParams;
}

const initialState: UsersState = { params: DEFAULT_USER_PARAMS };

export const usersSlice = createSlice({
  name: 'users',
  initialState,
  reducers: {
    userParamsChanged(state, action: PayloadAction<Partial<UserParams>>) {
      state.params = { ...state.params, ...action.payload };
    },
  },
  selectors: { selectUserParams: (state) => state.params },
});

export const { userParamsChanged } = usersSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}

export const injectedUsersSlice = usersSlice.injectInto(rootReducer);
export const { selectUserParams } = injectedUsersSlice.selectors;
