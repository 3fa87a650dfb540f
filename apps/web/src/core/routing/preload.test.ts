import { describe, expect, it, vi } from 'vitest';
import type { LazyScreen } from './lazy-page.ts';
import { lazyPage } from './lazy-page.ts';
import { preloaderFor, type MatchPath } from './preload.ts';
import type { RouteDeclaration, RouteDispatch } from './route-declaration.ts';

const dispatch = vi.fn() as unknown as RouteDispatch;

function screenLoad() {
  const load = vi.fn(() => Promise.resolve({ ThingPage: () => null }));
  return { load, component: lazyPage(load, 'ThingPage') as LazyScreen };
}

function matchOf(route: RouteDeclaration): MatchPath {
  return () => ({ route, params: { id: '9' } });
}

describe('preloaderFor', () => {
  it('starts the screen’s chunk once, however often navigation points at it', () => {
    const { load, component } = screenLoad();
    const preload = preloaderFor(
      matchOf({ path: '/x/:id', component, meta: { title: 't' } }),
      dispatch,
    );
    preload('/x/9');
    preload('/x/9?page=2');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the sample API beside a screen on sample data, and only then', () => {
    const sampleApi = vi.fn();
    const { component } = screenLoad();
    const route = { path: '/x/:id', component, meta: { title: 't' } };
    preloaderFor(matchOf(route), dispatch, { sampleApi })('/x/9');
    expect(sampleApi).not.toHaveBeenCalled();
    preloaderFor(matchOf({ ...route, sampleData: true }), dispatch, { sampleApi })('/x/9');
    expect(sampleApi).toHaveBeenCalledOnce();
  });

  it('gives the route’s own preload the parameters and the query, without the hash', () => {
    const own = vi.fn();
    const { component } = screenLoad();
    preloaderFor(
      matchOf({ path: '/x/:id', component, meta: { title: 't' }, preload: own }),
      dispatch,
    )('/x/9?status=open#top');
    expect(own).toHaveBeenCalledOnce();
    const [target, given] = own.mock.calls[0]!;
    expect(target.params).toEqual({ id: '9' });
    expect(target.search.toString()).toBe('status=open');
    // The store's dispatch, through the preloader (which keeps what the requests answer).
    const action = { type: 'x/prefetch' };
    given(action);
    expect(dispatch).toHaveBeenCalledWith(action);
  });

  it('answers once what the route’s preload dispatched has answered', async () => {
    let answer!: () => void;
    const request = new Promise<void>((resolve) => (answer = resolve));
    const store = vi.fn(() => request) as unknown as RouteDispatch;
    const { component } = screenLoad();
    const started = await preloaderFor(
      matchOf({
        path: '/x/:id',
        component,
        meta: { title: 't' },
        preload: (_target, given) => void given({ type: 'x/prefetch' }),
      }),
      store,
    )('/x/9');
    let answered = false;
    void started.answered.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    answer();
    await started.answered;
    expect(answered).toBe(true);
  });
});

describe('lazyPage', () => {
  it('tries a chunk that failed to load again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ P: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ P: () => null });
    const page = lazyPage(load, 'P');
    page.preload?.();
    await new Promise((r) => setTimeout(r, 0));
    page.preload?.();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
