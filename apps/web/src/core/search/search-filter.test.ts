import { describe, expect, it } from 'vitest';
import { filterSearch } from './search-filter.ts';
import type { SearchGroup } from './types.ts';

const pages = Array.from({ length: 9 }, (_, i) => ({
  id: i + 1,
  title: i < 6 ? `Email page ${i}` : `Chat page ${i}`,
  icon: 'Mail',
  link: i === 0 ? '/portal/vacancies' : `/apps/page-${i}`,
  isBookmarked: false,
}));
const groups: SearchGroup[] = [
  {
    groupTitle: 'Contacts',
    searchLimit: 4,
    data: Array.from({ length: 6 }, (_, i) => ({ title: `Person ${i}`, email: `p${i}@mail.test` })),
  },
  { groupTitle: 'Pages', searchLimit: 4, data: pages },
  {
    groupTitle: 'Files',
    searchLimit: 4,
    data: Array.from({ length: 5 }, (_, i) => ({
      title: `Report ${i}.pdf`,
      by: 'Ann',
      size: '1 MB',
    })),
  },
];

const all = () => true;

describe('global search grouping', () => {
  it('shows Pages, Files and Contacts in that order, at most 4 each', () => {
    const result = filterSearch(groups, '', all);
    expect(result.map((g) => g.id)).toEqual(['pages', 'files', 'contacts']);
    expect(result.map((g) => g.results.length)).toEqual([4, 4, 4]);
  });

  it('matches case-insensitively and drops empty groups', () => {
    const result = filterSearch(groups, '  CHAT ', all);
    expect(result).toHaveLength(1);
    expect(result[0]?.results.map((r) => r.item.title)).toEqual([
      'Chat page 6',
      'Chat page 7',
      'Chat page 8',
    ]);
  });

  it('searches contact emails and file authors', () => {
    expect(filterSearch(groups, 'p5@', all).map((g) => g.id)).toEqual(['contacts']);
    expect(filterSearch(groups, 'ann', all)[0]?.results).toHaveLength(4);
  });

  it('hides pages the user may not open', () => {
    const result = filterSearch(groups, 'email', (link) => !link.startsWith('/portal'));
    expect(result[0]?.results.map((r) => r.key)).toEqual(['page-2', 'page-3', 'page-4', 'page-5']);
  });

  it('matches a page by its translated title too', () => {
    const result = filterSearch(groups, 'courriel', all, (p) => `Courriel ${p.id}`);
    expect(result[0]?.results).toHaveLength(4);
    expect(filterSearch(groups, 'courriel', all)).toEqual([]);
  });

  it('respects a smaller limit of the group', () => {
    const small = groups.map((g) => ({ ...g, searchLimit: 2 }));
    expect(filterSearch(small, '', all).map((g) => g.results.length)).toEqual([2, 2, 2]);
  });
});
