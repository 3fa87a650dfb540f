import { applyMiddleware, legacy_createStore as createStore, type Middleware } from 'redux';
import { describe, expect, it } from 'vitest';
import { addMiddleware, dynamicMiddleware, middlewareAdded } from './middleware.ts';

describe('dynamic middleware slot', () => {
  it('runs middleware added after the store was built, set up once per store', () => {
    const seen: string[] = [];
    let setUps = 0;
    const store = createStore(
      (state: string[] = [], action: { type: string }) => [...state, action.type],
      applyMiddleware(dynamicMiddleware),
    );
    store.dispatch({ type: 'before' });
    const spy: Middleware = () => {
      setUps += 1;
      return (next) => (action) => {
        seen.push((action as { type: string }).type);
        return next(action);
      };
    };
    addMiddleware(spy);
    // The store hears about it at once (so a cache injected with it is in the state).
    expect(store.getState()).toContain(middlewareAdded.type);
    store.dispatch({ type: 'after' });
    addMiddleware(spy);
    addMiddleware(() => (next) => (action) => next(action));
    store.dispatch({ type: 'later' });
    expect(seen).toEqual([middlewareAdded.type, 'after', middlewareAdded.type, 'later']);
    expect(setUps).toBe(1);
  });
});
