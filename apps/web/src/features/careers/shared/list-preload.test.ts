import { describe, expect, it, vi } from 'vitest';
import { listPreload } from './list-preload.ts';

describe('listPreload', () => {
  it("starts the list's page with the URL's query, and each filter's choices once", () => {
    const page = { initiate: vi.fn(() => 'page') };
    const choices = { initiate: vi.fn(() => 'choices') };
    const dispatch = vi.fn();
    const list = {
      filters: ['status'],
      defaults: { sortColumn: 'createdAt', sort: 'desc' as const },
    };
    listPreload(page, list, [choices])(
      { params: {}, search: new URLSearchParams('status=open&page=2') } as never,
      dispatch as never,
    );
    expect(page.initiate).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'open', page: 2 }),
      { subscribe: false },
    );
    expect(choices.initiate).toHaveBeenCalledWith(undefined, { subscribe: false });
    expect(dispatch.mock.calls).toEqual([['page'], ['choices']]);
  });
});
