import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.ts';
import { applicationDocuments, candidates, documents } from '../../db/tables.ts';
import {
  containsLower,
  countRows,
  listOrder,
  selectPage,
  type ListPageQuery,
} from '../../lib/sql.ts';

/** Everything but the bytes: lists and metadata never load file contents. */
export const documentMeta = {
  id: documents.id,
  candidateId: documents.candidateId,
  kind: documents.kind,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  size: documents.size,
  sha256: documents.sha256,
  createdAt: documents.createdAt,
  deletedAt: documents.deletedAt,
};
export type DocumentMetaRow = {
  [K in keyof typeof documentMeta]: (typeof documents.$inferSelect)[K];
};

export async function insertDocument(
  db: Db,
  values: typeof documents.$inferInsert,
): Promise<DocumentMetaRow> {
  return returnedRow(await db.insert(documents).values(values).returning(documentMeta));
}

export async function countLibrary(db: Db, candidateId: string): Promise<number> {
  return countRows(
    db,
    documents,
    and(eq(documents.candidateId, candidateId), isNull(documents.deletedAt)),
  );
}

export interface DocumentListQuery extends ListPageQuery<
  'createdAt' | 'fileName' | 'size' | 'kind'
> {
  candidateId?: string | undefined;
  kind?: DocumentMetaRow['kind'] | undefined;
  q?: string | undefined;
  /** Candidates see their library only; admins also see removed ones kept for applications. */
  libraryOnly: boolean;
}

/** The columns a list may be sorted by; each has an index that serves its order (list-indexes.test.ts). */
export const sortColumns = {
  createdAt: documents.createdAt,
  fileName: documents.fileName,
  size: documents.size,
  kind: documents.kind,
} as const;

export async function listDocuments(db: Db, q: DocumentListQuery) {
  const where: SQL[] = [];
  if (q.candidateId) where.push(eq(documents.candidateId, q.candidateId));
  if (q.kind) where.push(eq(documents.kind, q.kind));
  if (q.q) where.push(containsLower(sql`lower(${documents.fileName})`, q.q));
  if (q.libraryOnly) where.push(isNull(documents.deletedAt));
  return selectPage(db, q, {
    rows: db
      .select({ ...documentMeta, candidateName: candidates.fullName })
      .from(documents)
      .leftJoin(candidates, eq(candidates.id, documents.candidateId))
      .$dynamic(),
    table: documents,
    where: where.length ? and(...where) : undefined,
    orderBy: listOrder(q.sort, sortColumns[q.sortColumn], documents.id),
  });
}

export async function findDocumentMeta(
  db: Db,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<DocumentMetaRow | undefined> {
  const query = db.select(documentMeta).from(documents).where(eq(documents.id, id)).limit(1);
  const rows = opts.lock ? await query.for('update') : await query;
  return rows[0];
}

export async function findDocumentContent(
  db: Db,
  id: string,
): Promise<(DocumentMetaRow & { content: Buffer }) | undefined> {
  const rows = await db
    .select({ ...documentMeta, content: documents.content })
    .from(documents)
    .where(eq(documents.id, id))
    .limit(1);
  return rows[0];
}

export async function isAttachedToApplication(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: applicationDocuments.applicationId })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.documentId, id))
    .limit(1);
  return rows.length > 0;
}

/** Locks a candidate's row so their library's size checks and inserts queue one at a time. */
export async function lockLibraryOwner(db: Db, candidateId: string): Promise<boolean> {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('no key update');
  return rows.length > 0;
}

export async function markDeleted(db: Db, id: string, at: Date): Promise<void> {
  await db.update(documents).set({ deletedAt: at }).where(eq(documents.id, id));
}

export async function hardDelete(db: Db, id: string): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}

/**
 * The candidate's own library documents among `ids`; with `lock`, key-share locked so a library
 * delete cannot erase them before the caller's transaction ends.
 */
export async function findOwnLibraryDocuments(
  db: Db,
  candidateId: string,
  ids: string[],
  opts: { lock?: boolean } = {},
) {
  if (ids.length === 0) return [];
  const query = db
    .select(documentMeta)
    .from(documents)
    .where(
      and(
        eq(documents.candidateId, candidateId),
        isNull(documents.deletedAt),
        sql`${documents.id} = any(${sql.param(ids)}::uuid[])`,
      ),
    )
    .orderBy(asc(documents.id));
  return opts.lock ? query.for('key share') : query;
}

export async function findDocumentsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(documentMeta)
    .from(documents)
    .where(sql`${documents.id} = any(${sql.param(ids)}::uuid[])`);
}
