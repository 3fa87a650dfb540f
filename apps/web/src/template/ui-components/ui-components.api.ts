import { api } from '../../core/api/api.ts';
import type { AutocompleteItem } from '../../fake-api/types/search.ts';

export const uiComponentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The sample titles the auto-complete demos suggest from. */
    getAutocompleteItems: build.query<AutocompleteItem[], void>({
      query: () => '/api/autocomplete/data',
    }),
  }),
});

export const { useGetAutocompleteItemsQuery } = uiComponentsApi;
