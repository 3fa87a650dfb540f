import { describe, expect, it } from 'vitest';
import { newestOfKinds } from './apply-dialog.tsx';

describe('newestOfKinds', () => {
  it('picks the newest document of each kind the vacancy asks for, and nothing else', () => {
    const library = [
      { id: 'cv-old', kind: 'cv', createdAt: '2026-09-01T10:00:00Z' },
      { id: 'cv-new', kind: 'cv', createdAt: '2026-10-17T10:00:00Z' },
      { id: 'letter', kind: 'cover_letter', createdAt: '2026-10-18T10:00:00Z' },
      { id: 'transcript', kind: 'transcript', createdAt: '2026-10-04T10:00:00Z' },
    ] as const;
    expect(newestOfKinds([...library], ['cv', 'transcript'])).toEqual(['cv-new', 'transcript']);
  });

  it('leaves out a kind the library has none of', () => {
    expect(
      newestOfKinds(
        [{ id: 'cv', kind: 'cv', createdAt: '2026-10-17T10:00:00Z' }],
        ['cv', 'certificate'],
      ),
    ).toEqual(['cv']);
  });
});
