/** Small real-looking files for upload tests, built from bytes. */
export function pdfBytes(text = 'Curriculum vitae', padTo = 0): Buffer {
  const body = `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length ${text.length + 30} >> stream\nBT /F1 12 Tf 72 770 Td (${text}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n`;
  const pad = Math.max(0, padTo - body.length - 6);
  return Buffer.concat([Buffer.from(body), Buffer.alloc(pad, 0x20), Buffer.from('%%EOF\n')]);
}

const zipEocd = () => Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

export function docxBytes(): Buffer {
  const entry = (name: string, content: string) =>
    Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(22),
      Buffer.from([name.length, 0, 0, 0]),
      Buffer.from(name, 'latin1'),
      Buffer.from(content),
    ]);
  return Buffer.concat([
    entry('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    entry('word/document.xml', '<?xml version="1.0"?><w:document/>'),
    zipEocd(),
  ]);
}

export function pngBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0', 'latin1'),
    Buffer.alloc(64),
  ]);
}

export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A Windows executable, whatever it is named. */
export function exeBytes(): Buffer {
  return Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]);
}

/** A PDF that is also a zip archive (a polyglot). */
export function pdfZipPolyglot(): Buffer {
  return Buffer.concat([
    pdfBytes(),
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(40),
    zipEocd(),
  ]);
}

/** A PDF header followed by HTML with script: opened as HTML it would run. */
export function pdfHtmlPolyglot(): Buffer {
  return Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF');
}

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----careers${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
