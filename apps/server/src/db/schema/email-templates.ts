import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { MailLanguage } from '@careers/contracts';
import { timestamptz } from './columns.ts';
import { admins } from './accounts.ts';

/**
 * Staff's wording of an automatic email (issue 20), one row per kind and language. With no row
 * the kind's default in the code is used; deleting the row restores it.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    kind: text('kind').notNull(),
    language: text('language').$type<MailLanguage>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => admins.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.language] })],
);
