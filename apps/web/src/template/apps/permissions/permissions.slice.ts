import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import type { Permission } from '../../../fake-api/types.ts';
import {
  addPermissionRequest,
  DEFAULT_PERMISSION_PARAMS,
  deletePermissionRequest,
  fetchPermissions,
  renamePermissionRequest,
  type PermissionParams,
} from './permissions-api.ts';

export interface PermissionsState {
  allData: Permission[];
  data: Permission[];
  total: number;
  params: PermissionParams;
  loading: boolean;
}

const initialState: PermissionsState = {
  allData: [],
  data: [],
  total: 1,
  params: DEFAULT_PERMISSION_PARAMS,
  loading: false,
};

type State = { permissions: PermissionsState };

export const getPermissions = createAsyncThunk('permissions/list', (params: PermissionParams) =>
  fetchPermissions(params),
);

const reload = (getState: () => unknown) =>
  getPermissions((getState() as State).permissions.params);

export const addPermission = createAsyncThunk(
  'permissions/add',
  async (name: string, { dispatch, getState }) => {
    const permission = await addPermissionRequest(name);
    await dispatch(reload(getState));
    return permission;
  },
);

export const renamePermission = createAsyncThunk(
  'permissions/rename',
  async ({ id, name }: { id: number; name: string }, { dispatch, getState }) => {
    const permission = await renamePermissionRequest(id, name);
    await dispatch(reload(getState));
    return permission;
  },
);

export const deletePermission = createAsyncThunk(
  'permissions/delete',
  async (id: number, { dispatch, getState }) => {
    await deletePermissionRequest(id);
    const { params, total } = (getState() as State).permissions;
    const lastPage = Math.max(1, Math.ceil((total - 1) / params.perPage));
    await dispatch(getPermissions({ ...params, page: Math.min(params.page, lastPage) }));
  },
);

export const permissionsSlice = createSlice({
  name: 'permissions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(getPermissions.pending, (state, action) => {
        state.loading = true;
        state.params = action.meta.arg;
      })
      .addCase(getPermissions.fulfilled, (state, action) => {
        state.loading = false;
        state.allData = action.payload.allData;
        state.data = action.payload.permissions;
        state.total = action.payload.total;
      })
      .addCase(getPermissions.rejected, (state) => {
        state.loading = false;
      });
  },
  selectors: { selectPermissions: (state) => state },
});

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof permissionsSlice> {}
}

export const injectedPermissionsSlice = permissionsSlice.injectInto(rootReducer);
export const { selectPermissions } = injectedPermissionsSlice.selectors;
