import { createHash } from 'node:crypto';
import {
  allowedDocumentTypes,
  maxDocumentBytes,
  MAX_DOCUMENTS_PER_CANDIDATE,
  type CareerDocument,
  type DocumentKind,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { iso, isoRequired } from '../../lib/sql.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { cleanFileName, detectFileType, mimeOf } from './file-type.ts';
import {
  countLibrary,
  findDocumentContent,
  findDocumentMeta,
  hardDelete,
  insertDocument,
  isAttachedToApplication,
  listDocuments,
  lockLibraryOwner,
  markDeleted,
  type DocumentListQuery,
  type DocumentMetaRow,
} from './documents.repository.ts';

const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

export const kindLabels: Record<DocumentKind, string> = {
  cv: 'CV',
  cover_letter: 'cover letter',
  transcript: 'transcript',
  certificate: 'certificate',
  other: 'other document',
};

export function allowedTypesText(kind: DocumentKind): string {
  return allowedDocumentTypes[kind].map((m) => typeNames[m]).join(', ');
}

export function toDocument(
  row: DocumentMetaRow & { candidateName?: string | null },
): CareerDocument {
  return {
    id: row.id,
    candidateId: row.candidateId,
    kind: row.kind,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    sha256: row.sha256,
    createdAt: isoRequired(row.createdAt),
    deletedAt: iso(row.deletedAt),
    ...(row.candidateName ? { candidateName: row.candidateName } : {}),
  };
}

export async function upload(
  db: Db,
  viewer: Viewer,
  input: { kind: DocumentKind; fileName: string; bytes: Buffer },
): Promise<CareerDocument> {
  const { kind, bytes } = input;
  const limit = maxDocumentBytes[kind];
  if (bytes.length > limit) {
    throw new AppError(
      413,
      `A ${kindLabels[kind]} can be at most ${limit / 1024 / 1024} MB`,
      'file',
    );
  }
  if (bytes.length === 0) throw new AppError(400, 'The file is empty', 'file');
  const detected = detectFileType(bytes);
  const mimeType = detected.type ? mimeOf[detected.type] : null;
  if (
    !detected.type ||
    !mimeType ||
    !(allowedDocumentTypes[kind] as readonly string[]).includes(mimeType)
  ) {
    throw new AppError(
      415,
      `A ${kindLabels[kind]} must be a ${allowedTypesText(kind)} file`,
      'file',
      { allowed: [...allowedDocumentTypes[kind]] },
    );
  }
  return withTransaction(db, async (tx) => {
    // Uploads of one candidate queue on their row, so the limit holds however many arrive at once.
    if (!(await lockLibraryOwner(tx, viewer.id))) throw notFound('Candidate not found');
    if ((await countLibrary(tx, viewer.id)) >= MAX_DOCUMENTS_PER_CANDIDATE) {
      throw conflict(
        `Your library holds at most ${MAX_DOCUMENTS_PER_CANDIDATE} documents. Delete one to upload another.`,
        'file',
      );
    }
    const row = await insertDocument(tx, {
      candidateId: viewer.id,
      kind,
      fileName: cleanFileName(input.fileName, detected.type!),
      mimeType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      content: bytes,
      createdAt: now(),
    });
    return toDocument(row);
  });
}

export async function list(db: Db, viewer: Viewer, query: Omit<DocumentListQuery, 'libraryOnly'>) {
  const q: DocumentListQuery =
    viewer.role === 'candidate'
      ? { ...query, candidateId: viewer.id, libraryOnly: true }
      : { ...query, libraryOnly: false };
  const { rows, total, totalCapped } = await listDocuments(db, q);
  return { data: rows.map(toDocument), total, totalCapped, page: q.page, perPage: q.perPage };
}

/** Owner (while in their library) or admin; anyone else gets 404, as if it did not exist. */
function visibleTo(row: DocumentMetaRow, viewer: Viewer): boolean {
  if (viewer.role === 'admin') return true;
  return row.candidateId === viewer.id && row.deletedAt === null;
}

export async function get(db: Db, viewer: Viewer, id: string): Promise<CareerDocument> {
  const row = await findDocumentMeta(db, id);
  if (!row || !visibleTo(row, viewer)) throw notFound('Document not found');
  return toDocument(row);
}

export async function content(db: Db, viewer: Viewer, id: string) {
  const row = await findDocumentContent(db, id);
  if (!row || !visibleTo(row, viewer)) throw notFound('Document not found');
  if (viewer.role === 'admin') {
    await writeAudit(db, {
      actor: { id: viewer.id, role: viewer.role },
      action: 'document.download',
      entity: 'document',
      entityId: id,
      details: { candidateId: row.candidateId, fileName: row.fileName },
    });
  }
  return row;
}

/**
 * Removes a document from the candidate's library. One attached to an application stays, marked
 * deleted, so the careers service can still read what was submitted; any other is erased.
 */
export async function remove(db: Db, viewer: Viewer, id: string): Promise<void> {
  if (viewer.role !== 'candidate') {
    throw forbidden('Only the candidate removes a document from their library');
  }
  await withTransaction(db, async (tx) => {
    // Locked: an apply that already key-share locked it finishes first and its reference shows;
    // one that comes later waits, then finds the document gone from the library.
    const row = await findDocumentMeta(tx, id, { lock: true });
    if (!row || row.candidateId !== viewer.id || row.deletedAt !== null) {
      throw notFound('Document not found');
    }
    if (await isAttachedToApplication(tx, id)) await markDeleted(tx, id, now());
    else await hardDelete(tx, id);
  });
}
