import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import type { AccountSettings } from '../../../fake-api/types.ts';

export type AccountSection = keyof AccountSettings;

export type SectionSave = {
  [K in AccountSection]: { section: K; values: AccountSettings[K] };
}[AccountSection];

export interface AccountSettingsState {
  /** The settings as loaded, with every save of this session applied. */
  data: AccountSettings | null;
}

const initialState: AccountSettingsState = { data: null };

export const accountSettingsSlice = createSlice({
  name: 'accountSettings',
  initialState,
  reducers: {
    loaded(state, action: PayloadAction<AccountSettings>) {
      // A later visit keeps what was saved earlier in the session.
      if (!state.data) state.data = action.payload;
    },
    saved(state, action: PayloadAction<SectionSave>) {
      if (state.data)
        state.data = { ...state.data, [action.payload.section]: action.payload.values };
    },
  },
  selectors: {
    selectAccountSettings: (state) => state.data,
  },
});

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof accountSettingsSlice> {}
}

export const injectedAccountSettings = accountSettingsSlice.injectInto(rootReducer);
export const { loaded: accountSettingsLoaded, saved: accountSettingsSaved } =
  accountSettingsSlice.actions;
export const { selectAccountSettings } = injectedAccountSettings.selectors;
