import { describe, expect, it } from 'vitest';
import { formatBytes, rejectionReason, roomLeft } from './file-rules.ts';

describe('file rules', () => {
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(14_540)).toBe('14.2 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('maps dropzone error codes to reasons', () => {
    expect(rejectionReason('file-invalid-type')).toBe('type');
    expect(rejectionReason('file-too-large')).toBe('size');
    expect(rejectionReason('too-many-files')).toBe('count');
    expect(rejectionReason('file-too-small')).toBe('other');
  });

  it('counts the room left', () => {
    expect(roomLeft(4, { maxFiles: 6, maxSize: 1 })).toBe(2);
    expect(roomLeft(8, { maxFiles: 6, maxSize: 1 })).toBe(0);
  });
});
