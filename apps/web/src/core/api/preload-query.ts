import type { RootState } from '../store/root-reducer.ts';
import type { RouteDispatch } from '../routing/route-declaration.ts';

/** What a query endpoint offers a preload: a request that keeps its answer for a subscriber. */
export interface Preloadable<Arg> {
  initiate(arg: Arg, options: { subscribe: false }): unknown;
}

const ONCE = { subscribe: false } as const;

/**
 * Starts a query from a route's preload, with the argument the screen's first render asks with:
 * the screen subscribes to the request already under way (or answered), and the first render,
 * which waits a little for it (app/router.tsx), draws the screen once, with its data.
 */
export function preloadQuery<Arg>(
  dispatch: RouteDispatch,
  endpoint: Preloadable<Arg>,
  arg: Arg,
): void {
  dispatch(endpoint.initiate(arg, ONCE) as Parameters<RouteDispatch>[0]);
}

/**
 * The same with the argument read from the store when the preload runs (a list's filters kept in
 * its slice): a later visit asks for what the screen shows then, not for the first page.
 */
export function preloadQueryOf<Arg>(
  dispatch: RouteDispatch,
  endpoint: Preloadable<Arg>,
  argOf: (state: RootState) => Arg,
): void {
  dispatch((_next, getState) => preloadQuery(dispatch, endpoint, argOf(getState())));
}
