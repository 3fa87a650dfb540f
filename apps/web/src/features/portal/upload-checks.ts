import { allowedDocumentTypes, maxDocumentBytes, type DocumentKind } from '@careers/contracts';

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** Short names of the allowed types, for messages: "PDF, DOCX". */
export const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

export type UploadProblem =
  { code: 'empty' } | { code: 'type'; allowed: string[] } | { code: 'size'; maxMb: number };

/**
 * What the browser can tell before sending: the type from the extension (else the declared type)
 * and the size. The server judges the bytes themselves, so a renamed file still gets its 415.
 */
export function checkUpload(
  file: Pick<File, 'name' | 'size' | 'type'>,
  kind: DocumentKind,
): UploadProblem | null {
  const allowed: readonly string[] = allowedDocumentTypes[kind];
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = BY_EXTENSION[extension] ?? file.type;
  if (!allowed.includes(type)) {
    return { code: 'type', allowed: allowed.map((m) => TYPE_NAMES[m] ?? m) };
  }
  if (file.size > maxDocumentBytes[kind]) {
    return { code: 'size', maxMb: maxDocumentBytes[kind] / 1024 / 1024 };
  }
  if (file.size === 0) return { code: 'empty' };
  return null;
}

/** The `accept` attribute of the file input for a kind. */
export function acceptFor(kind: DocumentKind): string {
  const allowed: readonly string[] = allowedDocumentTypes[kind];
  return Object.entries(BY_EXTENSION)
    .filter(([, mime]) => allowed.includes(mime))
    .map(([ext]) => `.${ext}`)
    .join(',');
}
