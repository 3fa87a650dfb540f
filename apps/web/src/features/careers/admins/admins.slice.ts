import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Admin } from '@careers/contracts';
import { rootReducer } from '../../../core/store/root-reducer.ts';

/** The admins screen's own state: the administrator an action is being confirmed for. The list
 * itself is the data layer's (core/api/admins.ts). */
export interface AdminsState {
  selectedAdmin: Admin | null;
}

export const adminsSlice = createSlice({
  name: 'careersAdmins',
  initialState: { selectedAdmin: null } as AdminsState,
  reducers: {
    selectAdmin(state, action: PayloadAction<Admin | null>) {
      state.selectedAdmin = action.payload;
    },
  },
});

export const { selectAdmin } = adminsSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof adminsSlice> {}
}

const injected = adminsSlice.injectInto(rootReducer);
export const selectAdminsState = injected.selectSlice;
