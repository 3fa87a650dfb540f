import { describe, expect, it } from 'vitest';
import {
  docxBytes,
  exeBytes,
  jpegBytes,
  pdfBytes,
  pdfHtmlPolyglot,
  pdfZipPolyglot,
  pngBytes,
} from '../../test/files.ts';
import { cleanFileName, detectFileType } from './file-type.ts';

describe('detectFileType', () => {
  it.each([
    ['a PDF', pdfBytes(), 'pdf'],
    ['a DOCX', docxBytes(), 'docx'],
    ['a PNG', pngBytes(), 'png'],
    ['a JPEG', jpegBytes(), 'jpeg'],
  ] as const)('recognises %s by its bytes', (_label, bytes, type) => {
    expect(detectFileType(bytes).type).toBe(type);
  });

  it.each([
    ['an executable', exeBytes()],
    ['a PDF/zip polyglot', pdfZipPolyglot()],
    ['a PDF/HTML polyglot', pdfHtmlPolyglot()],
    ['plain text', Buffer.from('just some notes about me')],
    ['a plain zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF header late in the file', Buffer.concat([Buffer.from('junk'), pdfBytes()])],
  ])('refuses %s', (_label, bytes) => {
    expect(detectFileType(bytes).type).toBeNull();
  });
});

describe('cleanFileName', () => {
  it.each([
    ['CV 2026.pdf', 'pdf', 'CV 2026.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\amara\\My CV.pdf', 'pdf', 'My CV.pdf'],
    ['cv.exe', 'pdf', 'cv.pdf'],
    ['.hidden', 'pdf', 'hidden.pdf'],
    ['résumé final.docx', 'docx', 'résumé final.docx'],
    ['photo.jpeg', 'jpeg', 'photo.jpeg'],
    ['photo.png', 'jpeg', 'photo.jpg'],
    ['bad<script>name".pdf', 'pdf', 'bad_script_name_.pdf'],
    ['tab\tand\nnewline.pdf', 'pdf', 'tabandnewline.pdf'],
    ['', 'pdf', 'document.pdf'],
  ] as const)('%j → %j', (raw, type, expected) => {
    expect(cleanFileName(raw, type)).toBe(expected);
  });

  it('keeps an over-long name to 120 characters with the right extension', () => {
    const name = cleanFileName(`${'a'.repeat(400)}.pdf`, 'pdf');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
