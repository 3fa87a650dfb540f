import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import { DEFAULT_PERMISSION_PARAMS, type PermissionParams } from './permissions-api.ts';

/** UI state only: the query of the list shown. The permissions live in the API cache. */
export interface PermissionsState {
  params: PermissionParams;
}

const initialState: PermissionsState = { params: DEFAULT_PERMISSION_PARAMS };

export const permissionsSlice = createSlice({
  name: 'permissions',
  initialState,
  reducers: {
    permissionParamsChanged(state, action: PayloadAction<Partial<PermissionParams>>) {
      state.params = { ...state.params, ...action.payload };
    },
  },
  selectors: { selectPermissionParams: (state) => state.params },
});

export const { permissionParamsChanged } = permissionsSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof permissionsSlice> {}
}

export const injectedPermissionsSlice = permissionsSlice.injectInto(rootReducer);
export const { selectPermissionParams } = injectedPermissionsSlice.selectors;
