import { compose, type Dispatch, type Middleware, type MiddlewareAPI } from 'redux';

/**
 * A middleware slot that takes middleware after the store is built (what RTK's
 * createDynamicMiddleware does, on plain redux so the login page carries no Redux Toolkit).
 * Core data code adds its middleware when its chunk loads: `addMiddleware(api.middleware)`.
 */
const added: Middleware[] = [];
const stores = new Set<MiddlewareAPI>();

/** Announces new middleware to every store, so it sees an action and its state is current. */
export const middlewareAdded = { type: 'core/middlewareAdded' } as const;

export function addMiddleware(...middleware: Middleware[]): void {
  const fresh = middleware.filter((m) => !added.includes(m));
  if (fresh.length === 0) return;
  added.push(...fresh);
  for (const store of stores) store.dispatch(middlewareAdded);
}

export const dynamicMiddleware: Middleware = (store) => {
  stores.add(store);
  // Each middleware is set up once per store (RTK Query keeps its state in that closure).
  const setUp = new Map<Middleware, ReturnType<Middleware>>();
  return (next) => {
    let count = -1;
    let chain: Dispatch = next as Dispatch;
    return (action) => {
      if (count !== added.length) {
        count = added.length;
        const links = added.map((m) => {
          let link = setUp.get(m);
          if (!link) {
            link = m(store);
            setUp.set(m, link);
          }
          return link;
        });
        chain = compose<Dispatch>(...links)(next as Dispatch);
      }
      return chain(action as Parameters<Dispatch>[0]);
    };
  };
};
