import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every time is stored with its time zone (UTC in, the service's zone out). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Stored bytes (documents, logos), so server instances stay stateless. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
