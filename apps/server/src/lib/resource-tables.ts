import { getTableName, is, type AnyColumn } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { tableOf, type ResourceDef } from '@pishkhan/common/resource';
import * as schema from '../db/schema';

/** A table a resource kit route reads and writes: any table with an `id`. */
export type ResourceTable = PgTable & { id: AnyColumn };

const byName = new Map<string, ResourceTable>();
for (const v of Object.values(schema)) if (is(v, PgTable)) byName.set(getTableName(v), v as ResourceTable);

/** The table of a resource definition (its SQL name, exported from db/schema.ts); throws when missing. */
export function tableOfResource(def: ResourceDef<any>): ResourceTable {
  const t = byName.get(tableOf(def));
  if (!t) throw new Error(`resource ${def.name}: no table ${tableOf(def)} in db/schema.ts`);
  return t;
}

/** A table by its SQL name (a reference to a table not built on the kit); throws when missing. */
export function tableNamed(name: string): ResourceTable {
  const t = byName.get(name);
  if (!t) throw new Error(`no table ${name} in db/schema.ts`);
  return t;
}
