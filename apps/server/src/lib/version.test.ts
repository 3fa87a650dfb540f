import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { versionedBody } from './version.ts';

const at = '2026-03-01T10:00:00.000Z';
/** An edit's body as a route receives it: the version is optional. */
type Edit = { title: string; expectedUpdatedAt?: string };
const untagged: Edit = { title: 'A' };

describe('versionedBody', () => {
  it('keeps the version the body names', () => {
    const request = {
      headers: { 'if-match': '"2020-01-01T00:00:00.000Z"' },
      body: { title: 'A', expectedUpdatedAt: at },
    };
    expect(versionedBody(request)).toEqual({ title: 'A', expectedUpdatedAt: at });
  });

  it('takes the version from If-Match when the body has none', () => {
    const request = { headers: { 'if-match': `W/"${at}"` }, body: untagged };
    expect(versionedBody(request)).toEqual({ title: 'A', expectedUpdatedAt: at });
  });

  it('refuses an edit that names no version (428)', () => {
    let error: unknown;
    try {
      versionedBody({ headers: {}, body: untagged });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 428, field: 'expectedUpdatedAt' });
  });
});
