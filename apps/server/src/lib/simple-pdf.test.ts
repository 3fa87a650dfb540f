import { describe, expect, it } from 'vitest';
import { detectFileType } from '../modules/documents/file-type.ts';
import { simplePdf } from './simple-pdf.ts';

describe('simplePdf', () => {
  it('makes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = simplePdf(['Amara Nwosu', 'Curriculum vitae (draft)'], 'CV');
    const text = pdf.toString('latin1');
    expect(detectFileType(pdf).type).toBe('pdf');
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(6);
    offsets.forEach((o, i) =>
      expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`),
    );
    expect(text).toContain('(Curriculum vitae \\(draft\\)) Tj');
  });

  it('writes accented names in WinAnsi and the title in UTF-16, never as question marks', () => {
    const pdf = simplePdf(['Tomás Okafor’s CV', '日本'], 'CV — Tomás');
    const text = pdf.toString('latin1');
    expect(text).toContain('/Encoding /WinAnsiEncoding');
    expect(text).toContain(`(Tom\xe1s Okafor\x92s CV) Tj`);
    expect(text).toContain('(??) Tj');
    expect(text).toContain('/Title <FEFF004300560020201400200054006F006D00E10073>');
  });
});
