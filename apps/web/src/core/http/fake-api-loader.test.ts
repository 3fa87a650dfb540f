// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { http } from './http.ts';

describe('lazy fake API', () => {
  it('a sample-data call loads the fake API and is answered in the browser', async () => {
    const res = await http.get<{ bookmarks: { link: string }[] }>('/api/bookmarks/data');
    expect(res.status).toBe(200);
    expect(res.data.bookmarks.map((b) => b.link)).toContain('/apps/email');
  });
});
