import type { Db } from '../../db/client.ts';
import { listAudit, type AuditQuery } from './audit.repository.ts';

/** A page of the audit log, newest first (staff only; the route checks). */
export async function page(db: Db, query: AuditQuery) {
  const { data, total, totalCapped } = await listAudit(db, query);
  return { data, total, totalCapped, page: query.page, perPage: query.perPage };
}
