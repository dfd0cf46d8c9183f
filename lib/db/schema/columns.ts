import { customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Raw file bytes (avatars, report attachments). pg returns a Buffer, PGlite a Uint8Array: both are Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
});

/** Every instant is stored with its time zone; the app reads it back as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Every table's key: a whole number the database gives each new row. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A row that belongs to another (a patient's, a test's): it is deleted with its owner. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) => integer(name).notNull().references(owner, { onDelete: 'cascade' });
