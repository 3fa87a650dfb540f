import { describe, expect, it } from 'vitest';
import { notFoundRoute, pendingScreen, routes } from './routes.tsx';

describe('route table', () => {
  it('gives every route a screen of its own: none is left on the stand-in', () => {
    const pending = routes.filter((r) => !r.redirect && r.component === pendingScreen);
    expect(pending.map((r) => r.path)).toEqual([]);
  });

  it('lists each path once', () => {
    const paths = routes.map((r) => r.path);
    expect(paths.length).toBe(new Set(paths).size);
    expect(paths).not.toContain(notFoundRoute.path);
  });
});
