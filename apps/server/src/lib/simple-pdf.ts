/**
 * A small, valid one-page PDF with lines of text (Helvetica), for demo documents and tests.
 * Offsets in the cross-reference table are exact, so any viewer opens it.
 */
export function simplePdf(lines: string[], title = 'Document'): Buffer {
  const escape = (s: string) => toWinAnsi(s).replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map(
      (line, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 56 ${780 - i * 20} Td (${escape(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    `<< /Title ${utf16Hex(title)} /Producer (Careers Service) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// WinAnsi (Windows-1252) places the typographic marks below 0xa0; the rest of Latin-1 is itself.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** Text for a Helvetica string in WinAnsiEncoding, one byte a character (latin1); others become "?". */
function toWinAnsi(s: string): string {
  return [...s]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (WIN_ANSI[c] !== undefined) return String.fromCharCode(WIN_ANSI[c]);
      return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? c : '?';
    })
    .join('');
}

/** A PDF text string in UTF-16BE with its byte-order mark, as hex: any language reads right. */
function utf16Hex(s: string): string {
  const units = [...s].flatMap((c) => {
    const code = c.codePointAt(0)!;
    if (code <= 0xffff) return [code];
    const v = code - 0x10000;
    return [0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff)];
  });
  return `<FEFF${units.map((u) => u.toString(16).toUpperCase().padStart(4, '0')).join('')}>`;
}
