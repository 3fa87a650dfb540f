import {
  publicSettingsSchema,
  type PublicSettings,
  type UpdateSettingsInput,
} from '@careers/contracts';
import { api } from './api.ts';
import { fixedRead, whenSaved } from './resource.ts';

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? { settings: publicSettingsSchema }
    : undefined;

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The service's public settings; they change only when staff change them. */
    getSettings: build.query<PublicSettings, void>({
      ...fixedRead('/api/v1/settings', contracts?.settings),
      // Loaded once per visit: kept while the tab is open, even with no screen showing a date.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
    /** Staff change a setting (the template showcase); the frame follows at once. */
    updateSettings: build.mutation<PublicSettings, UpdateSettingsInput>({
      query: (body) => ({ url: '/api/v1/settings', method: 'PATCH', body }),
      extraOptions: { schema: contracts?.settings },
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        await whenSaved(queryFulfilled, (data) => {
          dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
        });
      },
    }),
  }),
});

export const { useGetSettingsQuery, useUpdateSettingsMutation } = settingsApi;

/** Whether the template's demos are in the frame (false until the settings are known). */
export function useShowcase(): boolean {
  return (
    useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: false }).data?.showcase ?? false
  );
}
