import { describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './copy.ts';

describe('copyToClipboard', () => {
  it('writes the text and reports success', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(copyToClipboard('CS-2027-114', { writeText })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('CS-2027-114');
  });
  it('refuses blank text without touching the clipboard', async () => {
    const writeText = vi.fn();
    await expect(copyToClipboard('   ', { writeText })).resolves.toBe('empty');
    expect(writeText).not.toHaveBeenCalled();
  });
  it('reports a missing clipboard API', async () => {
    await expect(copyToClipboard('x', undefined)).resolves.toBe('unavailable');
  });
  it('reports a refused permission instead of throwing', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(copyToClipboard('x', { writeText })).resolves.toBe('denied');
  });
});
