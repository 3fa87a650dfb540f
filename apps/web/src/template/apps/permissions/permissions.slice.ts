import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import { createListParamsSlice } from '../shared/list-params-slice.ts';
import { DEFAULT_PERMISSION_PARAMS } from './permissions-api.ts';

export const permissionsSlice = createListParamsSlice('permissions', DEFAULT_PERMISSION_PARAMS);

export const { paramsChanged: permissionParamsChanged } = permissionsSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof permissionsSlice> {}
}

export const injectedPermissionsSlice = permissionsSlice.injectInto(rootReducer);
export const { selectParams: selectPermissionParams } = injectedPermissionsSlice.selectors;
