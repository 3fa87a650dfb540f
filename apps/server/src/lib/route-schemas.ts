import { z } from 'zod';
import { idParamsSchema } from '@careers/contracts';
import type { Responses } from './routes.ts';

/*
 * Schema pieces that recur across the modules' routes, spread into a route's schema beside its
 * summary and body (lib/routes.ts adds the tags, security and error answers).
 */

/** The `204` answer of a route that sends no body. */
export const noBody = z.null().describe('No content');

/**
 * The schema pieces of a route on one record, `/…/:id`: the id in the path and the route's own
 * answers. Spread into a route's schema beside its summary and body, or pass it alone:
 *
 *   route(staff, { summary: '…', body: updateTagInputSchema, ...byId({ 200: tagSchema }) })
 *   route(staff, { summary: '…', ...byId({ 204: noBody }) })
 *   route(staff, byId({ 200: shortlistSchema }))
 */
export function byId<R extends Responses>(response: R) {
  return { params: idParamsSchema, response };
}

/** The schema pieces of a paged list: its query (filters and paging) and the page it answers. */
export function pagedList<Q extends z.ZodType, P extends z.ZodType>(query: Q, page: P) {
  return { querystring: query, response: { 200: page } };
}
