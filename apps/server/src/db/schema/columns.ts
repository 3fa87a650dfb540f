import {
  customType,
  index,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

/** Every time is stored with its time zone (UTC in, the service's zone out). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Stored bytes (documents, logos), so server instances stay stateless. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A table's own id: a random uuid. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A required reference to another table's row (`onDelete` as the migrations declare it). */
export const parentId = (
  name: string,
  parent: () => AnyPgColumn,
  onDelete?: 'cascade' | 'restrict',
) =>
  uuid(name)
    .notNull()
    .references(parent, onDelete && { onDelete });

/** When a row was made and last changed; both start at the insert. */
export const timestamps = () => ({
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A single-use link's life: made, expires (set by the service) and used (null until then). */
export const linkLife = () => ({
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** What every kind of account signs in and shows itself with (emails stored lower-cased). */
export const accountColumns = () => ({
  email: text('email').notNull(),
  fullName: text('full_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  avatar: text('avatar'),
});

/**
 * One `(column, id)` index per column a list sorts by, named `<table>_<key>_idx`: a page sorted by
 * the column, ties broken by id as listOrder does, then reads only its own rows.
 */
export const sortIndexes = (
  table: string,
  id: ExtraConfigColumn,
  columns: Record<string, ExtraConfigColumn>,
) => Object.entries(columns).map(([key, column]) => index(`${table}_${key}_idx`).on(column, id));
