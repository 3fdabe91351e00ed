import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, timestamp } from 'drizzle-orm/pg-core';

/** Shared column helpers: bigint ids as JS numbers, timestamptz, and the Persian search key. */
export const pk = () => bigserial('id', { mode: 'number' }).primaryKey();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `<col>_search text GENERATED ALWAYS AS (fa_norm(<expr>)) STORED` — index it with gin_trgm_ops. */
export const searchKey = (name: string, expr: string) =>
  customType<{ data: string }>({ dataType: () => 'text' })(name).generatedAlwaysAs(sql.raw(`fa_norm(${expr})`));

/**
 * jsonb whose value may be a bare string: node-postgres already parses jsonb, and drizzle's own
 * jsonb parses strings a second time ("1458765432" came back as a number). This one does not.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (v) => JSON.stringify(v),
  fromDriver: (v) => v,
});
