/**
 * Judges a file by its bytes (magic numbers), never by its name or declared type.
 * A file that matches more than one format (a polyglot) or looks executable is refused.
 */
export type DetectedType = 'pdf' | 'docx' | 'png' | 'jpeg';

export const mimeOf: Record<DetectedType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export const extensionOf: Record<DetectedType, string> = {
  pdf: '.pdf',
  docx: '.docx',
  png: '.png',
  jpeg: '.jpg',
};

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

/** Zip end-of-central-directory record within the last 64 KB (+22 bytes of its own). */
function hasZipDirectory(buf: Buffer): boolean {
  const from = Math.max(0, buf.length - 65_557);
  return buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) >= from && buf.length >= 22;
}

function hasZipEntry(buf: Buffer, name: string): boolean {
  return buf.includes(Buffer.from(name, 'latin1'));
}

const markupPattern = /<(script|html|svg|iframe|object|embed)[\s>/]|<\?php|<!doctype html/i;

export interface Detection {
  /** Every format the bytes match; exactly one is acceptable. */
  matches: (DetectedType | 'zip' | 'executable' | 'markup')[];
  type: DetectedType | null;
}

export function detectFileType(buf: Buffer): Detection {
  const matches: Detection['matches'] = [];
  const isPdf = startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
  const isPng = startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const isJpeg = startsWith(buf, [0xff, 0xd8, 0xff]);
  const zipAtStart = startsWith(buf, [0x50, 0x4b, 0x03, 0x04]);
  const zipAnywhere = zipAtStart || hasZipDirectory(buf);
  const isDocx =
    zipAtStart && hasZipEntry(buf, '[Content_Types].xml') && hasZipEntry(buf, 'word/document.xml');
  const isExecutable =
    startsWith(buf, [0x4d, 0x5a]) || // MZ: Windows PE
    startsWith(buf, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(buf, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O
    startsWith(buf, [0x23, 0x21]); // #! script
  const head = buf.subarray(0, 1024).toString('latin1');

  if (isPdf) matches.push('pdf');
  if (isPng) matches.push('png');
  if (isJpeg) matches.push('jpeg');
  if (isDocx) matches.push('docx');
  else if (zipAnywhere) matches.push('zip');
  if (isExecutable) matches.push('executable');
  if (markupPattern.test(head)) matches.push('markup');

  const formats = matches.filter((m): m is DetectedType => m in mimeOf);
  return { matches, type: matches.length === 1 && formats.length === 1 ? formats[0]! : null };
}

/**
 * A safe display and download name: no path, no control or shell characters, at most 120
 * characters, and the extension of the type the bytes actually are.
 */
export function cleanFileName(raw: string, type: DetectedType): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '') // control characters
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const givenExt = dot > 0 ? cleaned.slice(dot).toLowerCase() : '';
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/^[.\s_-]+/, '').trim();
  const ext = type === 'jpeg' && givenExt === '.jpeg' ? '.jpeg' : extensionOf[type];
  return `${(stem || 'document').slice(0, 120 - ext.length).trim()}${ext}`;
}
