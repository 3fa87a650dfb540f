import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReasonKind, ReasonStatus } from '@careers/contracts';
import { primaryId, timestamps } from './columns.ts';

/**
 * Internal reasons staff manage (issue 20) for rejecting and holding applications. A reason a move
 * used is retired, never deleted (the events keep pointing at it).
 */
export const applicationReasons = pgTable(
  'application_reasons',
  {
    id: primaryId(),
    name: text('name').notNull(),
    kinds: text('kinds').array().$type<ReasonKind[]>().notNull(),
    status: text('status').$type<ReasonStatus>().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('application_reasons_name_idx').on(sql`lower(${t.name})`)],
);
