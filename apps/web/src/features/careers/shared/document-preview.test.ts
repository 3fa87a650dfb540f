import { describe, expect, it } from 'vitest';
import { previewKindOf } from './document-preview.tsx';

describe('previewKindOf', () => {
  it('previews PDFs in a frame and images inline, and offers Word files as download only', () => {
    expect(previewKindOf('application/pdf')).toBe('pdf');
    expect(previewKindOf('image/png')).toBe('image');
    expect(previewKindOf('image/jpeg')).toBe('image');
    expect(
      previewKindOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('none');
  });
});
