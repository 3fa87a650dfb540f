import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReasonKind, ReasonStatus } from '@careers/contracts';
import { timestamptz } from './columns.ts';

/**
 * Internal reasons staff manage (issue 20) for rejecting and holding applications. A reason a move
 * used is retired, never deleted (the events keep pointing at it).
 */
export const applicationReasons = pgTable(
  'application_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kinds: text('kinds').array().$type<ReasonKind[]>().notNull(),
    status: text('status').$type<ReasonStatus>().notNull().default('active'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('application_reasons_name_idx').on(sql`lower(${t.name})`)],
);
