// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { provideFakeApiSeeds } from './fake-api-loader.ts';
import { http } from './http.ts';

describe('lazy fake API', () => {
  it('a sample-data call loads the fake API and is answered in the browser', async () => {
    const res = await http.get<unknown[]>('/api/autocomplete/data');
    expect(res.status).toBe(200);
    expect(res.data.length).toBeGreaterThan(0);
  });

  it("answers with the app's part of the sample data, given after it loaded", async () => {
    provideFakeApiSeeds(() => ({
      searchPages: [{ title: 'Email', icon: 'Mail', link: '/apps/email', bookmarked: true }],
    }));
    const res = await http.get<{ bookmarks: { link: string }[] }>('/api/bookmarks/data');
    expect(res.data.bookmarks.map((b) => b.link)).toContain('/apps/email');
  });
});
