import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import { createListParamsSlice } from '../shared/list-params-slice.ts';
import { DEFAULT_USER_PARAMS } from './users-api.ts';

export const usersSlice = createListParamsSlice('users', DEFAULT_USER_PARAMS);

export const { paramsChanged: userParamsChanged } = usersSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}

export const injectedUsersSlice = usersSlice.injectInto(rootReducer);
export const { selectParams: selectUserParams } = injectedUsersSlice.selectors;
