import { and, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/**
 * `base`, or `base-2`, `base-3`… : the first slug no other row of `table` holds (the row `exceptId`
 * itself aside). The unique index stays the judge under concurrent writes (a readable 409).
 */
export async function uniqueSlug(db: DbOrTx, table: PgTable & { id: AnyColumn }, column: AnyColumn, base: string, exceptId: number | null): Promise<string> {
  const like = base.replace(/[\\%_]/g, (c) => '\\' + c) + '-%';
  const rows = (await db
    .select({ slug: column as PgColumn })
    .from(table as PgTable)
    .where(and(sql`(${column} = ${base} or ${column} like ${like})`, exceptId ? ne(table.id, exceptId) : undefined))) as { slug: string }[];
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
