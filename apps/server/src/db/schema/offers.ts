import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OfferStatus } from '@careers/contracts';
import { admins } from './accounts.ts';
import { applications } from './careers.ts';
import { timestamptz } from './columns.ts';

/**
 * Offers on applications (issue 20): terms, an acceptance deadline (UTC) and what became of it.
 * At most one live offer (pending or accepted) per application, enforced by a partial unique index.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    roleTitle: text('role_title').notNull(),
    pay: text('pay').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    location: text('location').notNull(),
    conditions: text('conditions').notNull().default(''),
    deadline: timestamptz('deadline').notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('pending'),
    decidedAt: timestamptz('decided_at'),
    renegedReason: text('reneged_reason'),
    madeBy: uuid('made_by').references(() => admins.id),
    madeByName: text('made_by_name'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // An application's offers, newest first.
    index('offers_application_idx').on(t.applicationId, t.createdAt),
    uniqueIndex('offers_live_idx')
      .on(t.applicationId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    // The expiry sweep: pending offers by deadline.
    index('offers_pending_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'pending'`),
  ],
);
