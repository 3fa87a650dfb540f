import { publicSettingsSchema, type PublicSettings } from '@careers/contracts';
import { api } from './api.ts';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The service's public settings; they do not change during a visit. */
    getSettings: build.query<PublicSettings, void>({
      query: () => '/api/v1/settings',
      extraOptions: { schema: publicSettingsSchema },
      // Loaded once per visit: kept while the tab is open, even with no screen showing a date.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
