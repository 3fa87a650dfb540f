import { and, eq, inArray } from 'drizzle-orm';
import type { MailLanguage } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { admins, candidates, emailTemplates } from '../../db/tables.ts';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect & {
  updatedByName: string | null;
};

const columns = {
  kind: emailTemplates.kind,
  language: emailTemplates.language,
  subject: emailTemplates.subject,
  body: emailTemplates.body,
  updatedBy: emailTemplates.updatedBy,
  updatedAt: emailTemplates.updatedAt,
  updatedByName: admins.fullName,
};

/** Every saved wording (the rest of the kinds use their defaults). */
export async function listOverrides(db: Db): Promise<EmailTemplateRow[]> {
  return db
    .select(columns)
    .from(emailTemplates)
    .leftJoin(admins, eq(admins.id, emailTemplates.updatedBy));
}

export async function findOverride(
  db: Db,
  kind: string,
  language: MailLanguage,
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(emailTemplates)
    .leftJoin(admins, eq(admins.id, emailTemplates.updatedBy))
    .where(and(eq(emailTemplates.kind, kind), eq(emailTemplates.language, language)))
    .limit(1);
  return row;
}

export async function upsertOverride(
  db: Db,
  row: typeof emailTemplates.$inferInsert & { updatedAt: Date },
): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(row)
    .onConflictDoUpdate({
      target: [emailTemplates.kind, emailTemplates.language],
      set: {
        subject: row.subject,
        body: row.body,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      },
    });
}

export async function deleteOverride(
  db: Db,
  kind: string,
  language: MailLanguage,
): Promise<boolean> {
  const rows = await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.kind, kind), eq(emailTemplates.language, language)))
    .returning({ kind: emailTemplates.kind });
  return rows.length > 0;
}

/** The languages several candidates read their email in, by id (absent when unknown). */
export async function candidateLanguages(
  db: Db,
  ids: string[],
): Promise<Map<string, MailLanguage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: candidates.id, language: candidates.language })
    .from(candidates)
    .where(inArray(candidates.id, [...new Set(ids)]));
  return new Map(rows.flatMap((r) => (r.language ? [[r.id, r.language] as const] : [])));
}
