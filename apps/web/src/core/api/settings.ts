import { publicSettingsSchema, type PublicSettings } from '@careers/contracts';
import { api } from './api.ts';

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? { settings: publicSettingsSchema }
    : undefined;

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The service's public settings; they do not change during a visit. */
    getSettings: build.query<PublicSettings, void>({
      query: () => '/api/v1/settings',
      extraOptions: { schema: contracts?.settings },
      // Loaded once per visit: kept while the tab is open, even with no screen showing a date.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
