import { and, count, eq, getTableColumns, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resourceKitText as kit } from '@pishkhan/common/i18n/fa/resource-kit';
import { fieldEntries, defaultSortOf, isInputField, permissionOf, positionField, referenceNameOf, RICH_TEXT_MAX_BYTES, sortPathOf, tableOf, type FieldDef, type ReferenceField, type ReferencesField, type ResourceDef } from '@pishkhan/common/resource';
import { fieldSchema } from '@pishkhan/common/resource-schema';
import { createSchema, updateSchema } from '@pishkhan/common/resource-schema';
import { resourceNamed } from '@pishkhan/common/resources/index';
import { labels as L } from '@pishkhan/common/i18n/fa/labels';
import { id, isStorableInstant } from '@pishkhan/common/schemas/fields';
import { bulkIds } from '@pishkhan/common/schemas/platform.schema';
import { slugify } from '@pishkhan/common/slug';
import { ruleMessage } from '@pishkhan/common/validation';
import type { DbOrTx, Tx } from '../db/client';
import { media } from '../modules/system/uploads/media.table';
import type { App, Ctx } from './app-types';
import { actorOf, audit } from './audit';
import { crudRoutes } from './crud';
import { notFound, validation } from './errors';
import { boolParam, intParam } from './list';
import { reorderRows } from './reorder';
import { tableNamed, tableOfResource, type ResourceTable } from './resource-tables';
import { sanitizeRichText } from './sanitize-html';
import { uniqueSlug } from './slug';
import { assertNotLinked, presentLinks, registerLinkSource, validateLinks } from './links';
import { LINK_TYPES, type Link, type LinkType } from '@pishkhan/common/links';

type Row = Record<string, any>;
export type { ResourceTable };

/** What a resource adds to its definition on the server, beyond its table; most need nothing. */
export type ResourceOptions = Omit<ResourceServerOptions, 'table'>;

/** What a resource adds to its definition on the server: its table and, when needed, its rules. */
export interface ResourceServerOptions {
  table: ResourceTable;
  /** Columns pointing at a row: a row still pointed at is not deleted (409 `in_use` with the count; CrudOptions.usedBy). */
  usedBy?: { column: AnyColumn; by: string }[];
  /** Throws (a 409 with the reason) when the row is used elsewhere and must not be deleted. */
  inUse?: (tx: Tx, row: Row, req: FastifyRequest) => Promise<void>;
  /** Database checks before a write, after the kit's own (slug, references); throw AppError. */
  beforeWrite?: (tx: Tx, values: Record<string, unknown>, existing: Row | null, req: FastifyRequest) => Promise<void>;
  /** After the write, in the same transaction. */
  afterWrite?: (tx: Tx, before: Row | null, after: Row | null, req: FastifyRequest) => Promise<void>;
  /** Extra routes under the same path. */
  extra?: (app: App, ctx: Ctx) => void;
  /** More of the list's `meta` (e.g. the feed's sync state). */
  listMeta?: (db: DbOrTx) => Promise<Record<string, unknown>>;
  /**
   * Counts presented with each row: `{ cities_count: cities.provinceId }` counts the rows of that column's table pointing at it;
   * `{ column, where }` only those matching; `{ column, where, sum }` adds up a column of them instead (a position's live weights).
   */
  counts?: Record<string, PgColumn | { column: PgColumn; where?: SQL; sum?: PgColumn }>;
  /** Values presented with each row, computed from it: `{ scheduled: (r) => … }` (no column, no job). */
  computed?: Record<string, (row: Row) => unknown>;
}

/** The table a reference points to and the column that names its rows: a definition's, or the field's `target`. */
function referencedTable(f: ReferenceField | ReferencesField): { table: ResourceTable; label: AnyColumn } {
  const def = f.target ? undefined : resourceNamed(f.resource);
  if (!f.target && !def) throw new Error(`a reference names ${f.resource}, which is neither a resource definition nor has a target`);
  const table = f.target ? tableNamed(f.target.table) : tableOfResource(def!);
  const labelName = f.target ? f.target.label : def!.rowName;
  const label = Object.values(getTableColumns(table)).find((c) => c.name === labelName);
  if (!label) throw new Error(`${f.resource}: no column ${labelName} names its rows`);
  return { table, label };
}

/** An ISO instant from the query (a date range filter's end), or undefined when absent or malformed. */
const instantParam = (v: unknown): Date | undefined => {
  if (typeof v !== 'string' || v.length > 40) return undefined;
  const d = new Date(v);
  return isStorableInstant(d) ? d : undefined;
};

/** `fa_norm`ed text of the searchable fields, when the table keeps no generated `search` column. */
const searchKeyOf = (cols: AnyColumn[]): SQL => sql`fa_norm(concat_ws(' ', ${sql.join(cols, sql`, `)}))`;

/**
 * The admin routes of a resource from its definition, on the CRUD kit: list (search, sort, filters
 * from the field flags, paging, the list envelope), get, create, update, delete, bulk delete, each
 * under its permission and audited in its transaction. Only the defined fields are presented and
 * accepted, so a new column never leaks by default. From the field kinds: a `position` puts a new
 * row last and adds `POST <api>/sort` (every id, in the new order); a `slug` left empty is made
 * unique from its source field; a `unique` text answers 409 on that field; references must exist.
 */
export function resourceRoutes(def: ResourceDef<any>, o: ResourceServerOptions) {
  const t = o.table as any;
  const table = tableOf(def);
  const fields = fieldEntries(def);
  // Field name (snake_case, as the API and the SQL column spell it) → the table's column and key.
  const columns = new Map<string, { key: string; col: AnyColumn }>();
  for (const [key, col] of Object.entries(getTableColumns(o.table))) columns.set(col.name, { key, col });
  const col = (name: string) => {
    const c = columns.get(name);
    if (!c) throw new Error(`${table} has no column ${name} for the field of resource ${def.name}`);
    return c;
  };
  for (const [name] of fields) col(name);
  if (positionField(def) && col(positionField(def)![0]).key !== 'position') throw new Error(`resource ${def.name}: the position field's column key must be \`position\``);
  const timestamps = def.timestamps !== false;
  const position = positionField(def);
  // Rows ordered within a group (a slide within its slider): the group's column.
  const groupBy = position && position[1].kind === 'position' && position[1].groupBy ? col(position[1].groupBy) : undefined;
  // Link fields: their columns are declared, so a target they link to is not deleted.
  const links = fields.filter(([, f]) => f.kind === 'link').map(([n]) => n);
  for (const n of links) registerLinkSource({ table: o.table, column: col(n).col, entity: def.name, name: col(def.rowName).col as PgColumn });
  // A row others may link to (a post, a page) is not deleted while linked.
  const linkType = (LINK_TYPES as readonly string[]).includes(def.name) ? (def.name as LinkType) : undefined;
  const many = def.texts.many;

  const sorts: Record<string, AnyColumn | SQL> = { id: t.id };
  if (timestamps) sorts.created_at = col('created_at').col;
  for (const [name, f] of fields) if (f.sort || f.kind === 'position') sorts[name] = col(name).col;
  const persianSort = fields.filter(([, f]) => f.sort && (f.kind === 'text' || f.kind === 'longText')).map(([n]) => n);
  const searchCols = fields.filter(([, f]) => f.search).map(([n]) => col(n).col);
  const search = searchCols.length ? (columns.get('search')?.col ?? searchKeyOf(searchCols)) : undefined;

  const filterOf = (name: string, f: FieldDef, q: Record<string, unknown>): SQL | undefined => {
    const c = col(name).col;
    const v = q[name];
    if (f.kind === 'date' || f.kind === 'dateTime') {
      // A range: `<name>_from` / `<name>_to` (ISO instants; a day's column compares with its date).
      const [from, to] = [instantParam(q[`${name}_from`]), instantParam(q[`${name}_to`])];
      const at = (d: Date) => (f.kind === 'date' ? d.toISOString().slice(0, 10) : d);
      return from || to ? and(from ? gte(c, at(from)) : undefined, to ? lte(c, at(to)) : undefined) : undefined;
    }
    if (f.kind === 'status' || f.kind === 'boolean') {
      const b = boolParam(v);
      return b === undefined ? undefined : eq(c, b);
    }
    if (f.kind === 'enum') return typeof v === 'string' && f.values.includes(v) ? eq(c, v) : undefined;
    if (f.kind === 'reference') {
      const n = intParam(v);
      return n === undefined ? undefined : eq(c, n);
    }
    return undefined;
  };

  const images = fields.filter(([n, f]) => f.kind === 'image' && n.endsWith('_id')).map(([n]) => n);
  // A reference `author_id` is presented also as `author: { id, name }` (a list shows the name).
  const references = fields.filter(([n, f]) => f.kind === 'reference' && n.endsWith('_id')).map(([n, f]) => [n, referencedTable(f as ReferenceField)] as const);
  const names = async (db: DbOrTx, rows: Row[]) =>
    Promise.all(
      references.map(async ([n, target]) => {
        const ids = [...new Set(rows.map((r) => r[col(n).key]).filter((x): x is number => typeof x === 'number'))];
        const found = ids.length ? await db.select({ id: target.table.id as PgColumn, name: target.label as PgColumn }).from(target.table).where(inArray(target.table.id, ids)) : [];
        return [n, new Map(found.map((x) => [x.id as number, { id: x.id as number, name: String(x.name ?? x.id) }]))] as const;
      }),
    );
  /** The row as the API shows it: the defined fields only; a picture `logo_id` also as `logo: { id, url }`. */
  const present = async (db: DbOrTx, rows: Row[]) => {
    const ids = [...new Set(images.flatMap((n) => rows.map((r) => r[col(n).key]).filter((x): x is number => typeof x === 'number')))];
    const found = ids.length ? await db.select({ id: media.id, path: media.path }).from(media).where(inArray(media.id, ids)) : [];
    const urls = new Map(found.map((m) => [m.id, { id: m.id, url: `/uploads/${m.path}` }]));
    const rowIds = rows.map((r) => r.id as number);
    const counted = await Promise.all(
      Object.entries(o.counts ?? {}).map(async ([name, by]) => {
        const [c, where, sum] = 'column' in by ? [by.column, by.where, by.sum] : [by, undefined, undefined];
        const n = sum ? sql<number>`coalesce(sum(${sum}), 0)`.mapWith(Number) : count();
        const found = rowIds.length ? await db.select({ id: c, n }).from(c.table).where(and(inArray(c, rowIds), where)).groupBy(c) : [];
        return [name, new Map(found.map((x) => [x.id as number, x.n]))] as const;
      }),
    );
    const named = await names(db, rows);
    const linked = await Promise.all(links.map(async (n) => [n, await presentLinks(db, rows.map((r) => (r[col(n).key] as Link | null) ?? null))] as const));
    return rows.map((r, i) => ({
      id: r.id,
      ...Object.fromEntries(fields.map(([name]) => [name, r[col(name).key]])),
      ...Object.fromEntries(images.map((n) => [n.slice(0, -3), urls.get(r[col(n).key]) ?? null])),
      ...Object.fromEntries(named.map(([n, by]) => [referenceNameOf(n), by.get(r[col(n).key]) ?? null])),
      ...Object.fromEntries(linked.map(([n, presented]) => [n, presented[i]])),
      ...Object.fromEntries(Object.entries(o.computed ?? {}).map(([name, f]) => [name, f(r)])),
      ...Object.fromEntries(counted.map(([name, by]) => [name, by.get(r.id) ?? 0])),
      ...(timestamps ? { created_at: r[col('created_at').key], updated_at: r[col('updated_at').key] } : {}),
    }));
  };

  const toValues = (body: Record<string, unknown>) => {
    const values: Record<string, unknown> = {};
    for (const [name, f] of fields) {
      if (!isInputField(f) || body[name] === undefined) continue;
      let v = body[name];
      if (f.kind === 'richText') {
        // What is stored is what the shop renders: allow-listed HTML only. Nothing safe left of a required text is no text.
        v = sanitizeRichText(v as string | null);
        if (v === null && f.required) throw validation({ [name]: ruleMessage('required', f.label) });
      }
      if (f.kind === 'slug') v = typeof v === 'string' ? slugify(v, f.max) : '';
      if (f.kind === 'text' && f.format === 'color' && typeof v === 'string') v = v.toLowerCase();
      // An instant is written as a Date (a timestamptz column in date mode).
      if (f.kind === 'dateTime' && typeof v === 'string') v = new Date(v);
      // The same row twice in a list of references is kept once, in its first place.
      if (f.kind === 'references' && Array.isArray(v)) v = [...new Set(v)];
      values[col(name).key] = v;
    }
    return values;
  };

  /** A slug left empty is made from its source field (on create, or when cleared on update). */
  const fillSlugs = async (tx: Tx, values: Record<string, unknown>, existing: Row | null) => {
    for (const [name, f] of fields) {
      if (f.kind !== 'slug') continue;
      const key = col(name).key;
      if (existing && values[key] === undefined) continue;
      let slug = (values[key] as string | undefined) || slugify(String(values[col(f.from).key] ?? existing?.[col(f.from).key] ?? ''), f.max);
      if (!slug) throw validation({ [name]: ruleMessage('required', f.label) });
      if (!values[key]) slug = await uniqueSlug(tx, o.table, col(name).col, slug, existing?.id ?? null);
      values[key] = slug;
    }
  };

  /** Every referenced row exists (a picture in the media library, a row of the named resource). */
  const checkReferences = async (tx: DbOrTx, values: Record<string, unknown>) => {
    const missing: Record<string, string> = {};
    for (const [name, f] of fields) {
      if (f.kind !== 'image' && f.kind !== 'reference' && f.kind !== 'references') continue;
      const v = values[col(name).key];
      const ids = [...new Set((Array.isArray(v) ? v : [v]).filter((x): x is number => typeof x === 'number'))];
      if (!ids.length) continue;
      const target = f.kind === 'image' ? media : referencedTable(f).table;
      const [found] = await tx.select({ n: count() }).from(target).where(inArray((target as ResourceTable).id, ids));
      if (found!.n !== ids.length) missing[name] = f.kind === 'image' ? ruleMessage('image', f.label) : kit.missingReference(f.label);
    }
    if (Object.keys(missing).length) throw validation(missing);
    // A typed link's target must be there (not deleted, not archived).
    if (links.length) await validateLinks(tx, Object.fromEntries(links.map((n) => [n, values[col(n).key] as Link | null | undefined])));
  };

  const richTexts = fields.filter(([, f]) => f.kind === 'richText').length;
  const bulkFields = fields.filter(([, f]) => f.kind === 'enum' && f.bulk);
  const unique = Object.fromEntries(fields.filter(([, f]) => (f.kind === 'text' && f.unique) || f.kind === 'slug').map(([n]) => [`${table}_${n}_uq`, n]));

  const routes = crudRoutes<Row, Record<string, unknown>>({
    path: def.api,
    resource: permissionOf(def),
    entity: def.name,
    one: def.texts.one,
    tag: def.tag ?? def.api.slice(def.api.lastIndexOf('/') + 1),
    ...(def.feature ? { feature: def.feature } : {}),
    table: o.table,
    create: createSchema(def),
    update: updateSchema(def),
    // Room for each rich-text field's full limit, JSON-escaped, beside the other fields.
    ...(richTexts ? { bodyLimit: 1024 * 1024 + richTexts * 3 * RICH_TEXT_MAX_BYTES } : {}),
    filters: (q) => fields.filter(([, f]) => f.filter).map(([name, f]) => filterOf(name, f, q)),
    ...(search ? { search } : {}),
    sorts,
    defaultSort: defaultSortOf(def),
    persianSort,
    present,
    toValues,
    unique,
    beforeWrite: async (tx, values, existing, req) => {
      await fillSlugs(tx, values, existing);
      await checkReferences(tx, values);
      const group = groupBy ? (values[groupBy.key] ?? existing?.[groupBy.key]) : undefined;
      if (position && (!existing || (groupBy && values[groupBy.key] !== undefined && values[groupBy.key] !== existing[groupBy.key]))) {
        // A new row goes last (of its group; a row moved to another group, last there); the table lock orders concurrent creates so two never share a place.
        await tx.execute(sql`lock table ${o.table} in share row exclusive mode`);
        const [last] = await tx
          .select({ p: sql<number>`coalesce(max(${col(position[0]).col}), 0)`.mapWith(Number) })
          .from(o.table)
          .where(groupBy ? eq(groupBy.col, group) : undefined);
        values[col(position[0]).key] = last!.p + 1;
      }
      await o.beforeWrite?.(tx, values, existing, req);
    },
    ...(o.afterWrite ? { afterWrite: o.afterWrite } : {}),
    ...(o.usedBy ? { usedBy: o.usedBy } : {}),
    ...(o.inUse || linkType
      ? {
          beforeDelete: async (tx: Tx, row: Row, req: FastifyRequest) => {
            if (linkType) await assertNotLinked(tx, linkType, [row.id as number]);
            await o.inUse?.(tx, row, req);
          },
        }
      : {}),
    ...(o.listMeta ? { listMeta: o.listMeta } : {}),
    extra: (app, ctx) => {
      if (position) {
        const body = z.strictObject({ ids: z.array(id(L.common.ids)).min(1).max(10_000).meta({ title: L.common.ids }) });
        const perm = `update_${permissionOf(def)}`;
        app.post(sortPathOf(def), { config: { permission: perm, ...(def.feature ? { feature: def.feature } : {}) }, schema: { tags: [def.api.slice(def.api.lastIndexOf('/') + 1)], body } }, async (req) => {
          const { ids } = req.body as { ids: number[] };
          const changed = await ctx.db.transaction(async (tx) => {
            // Every row, each once: a partial order would leave the others' places undefined.
            await tx.execute(sql`lock table ${o.table} in share row exclusive mode`);
            // Ordered within a group: the ids are every row of one group (a row of another group is refused).
            let scope: SQL | undefined;
            if (groupBy) {
              const groups = await tx.selectDistinct({ g: groupBy.col as PgColumn }).from(o.table).where(inArray(t.id, ids));
              if (groups.length !== 1) throw validation({ ids: kit.sortIncomplete(many) });
              scope = eq(groupBy.col, groups[0]!.g);
            }
            const [all] = await tx.select({ n: count() }).from(o.table).where(scope);
            if (new Set(ids).size === ids.length && all!.n !== ids.length) throw validation({ ids: kit.sortIncomplete(many) });
            return reorderRows(tx, req, ids, { table: t, entity: def.name, messages: { duplicate: kit.sortDuplicate, unknown: kit.sortIncomplete(many) } });
          });
          return { data: { changed } };
        });
      }
      if (bulkFields.length) {
        // `POST <api>/bulk-set` { ids, <field>: value }: the selected rows take the value together or not at all.
        const body = bulkIds.extend(Object.fromEntries(bulkFields.map(([n, f]) => [n, fieldSchema({ ...f, required: false })])));
        app.post(`${def.api}/bulk-set`, { config: { permission: `update_${permissionOf(def)}`, ...(def.feature ? { feature: def.feature } : {}) }, schema: { tags: [def.tag ?? def.api.slice(def.api.lastIndexOf('/') + 1)], body } }, async (req) => {
          const { ids, ...rest } = req.body as { ids: number[] } & Record<string, unknown>;
          const values = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined).map(([n, v]) => [col(n).key, v]));
          if (!Object.keys(values).length) throw validation({ [bulkFields[0]![0]]: ruleMessage('required', bulkFields[0]![1].label) });
          const unique = [...new Set(ids)].sort((a, b) => a - b);
          const changed = await ctx.db.transaction(async (tx) => {
            const before = (await tx.select().from(t).where(inArray(t.id, unique)).orderBy(t.id).for('update')) as Row[];
            if (before.length !== unique.length) throw notFound();
            const after = (await tx.update(t).set({ ...values, ...('updatedAt' in t ? { updatedAt: sql`now()` } : {}) }).where(inArray(t.id, unique)).returning()) as Row[];
            const byId = new Map(after.map((r) => [r.id as number, r]));
            for (const b of before) {
              await audit(tx, actorOf(req), { entity: def.name, entityId: b.id, action: 'update', before: b, after: byId.get(b.id)! });
              await o.afterWrite?.(tx, b, byId.get(b.id)!, req);
            }
            return after.length;
          });
          return { data: { changed } };
        });
      }
      o.extra?.(app, ctx);
    },
  });
  return routes;
}

