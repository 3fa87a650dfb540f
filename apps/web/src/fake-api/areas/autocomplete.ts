import { seedAutocomplete } from '../data/autocomplete.ts';
import type { SampleArea } from '../db.ts';
import { ok } from '../lib/http.ts';
import { get, type Route } from '../lib/route.ts';

/** The autocomplete demo's suggestions (the navbar's search has its own, in search.ts). */
export const autocompleteRoutes: Route[] = [
  get('/api/autocomplete/data', (db) => ok(db.autocomplete)),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: autocompleteRoutes,
  store: { autocomplete: seedAutocomplete },
};
