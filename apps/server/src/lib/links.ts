import { and, asc, eq, inArray, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { entityLabels } from '@pishkhan/common/i18n/fa/labels';
import { linkText, linkTypeLabels } from '@pishkhan/common/i18n/fa/links';
import { LINK_TYPE_RULES, type Link, type LinkType, type PresentedLink } from '@pishkhan/common/links';
import { toPersianDigits } from '@pishkhan/common/text';
import type { DbOrTx } from '../db/client';
import { categories } from '../modules/catalog/categories/category.table';
import { products } from '../modules/catalog/products/product.table';
import { advertisementPositions } from '../modules/content/banners/banner.table';
import { pages } from '../modules/content/pages/page.table';
import { posts } from '../modules/content/posts/post.table';
import { flashes } from '../modules/sales/flashes/flash.table';
import { GUEST_VIEW, visibleProduct } from '../modules/storefront/catalog/visibility';
import { AppError, validation } from './errors';
import { searchCondition } from './list';

/**
 * Links of the storefront (docs/links.md): the tables a typed link points into, the check that a
 * link's target is there, the Persian names presented with links, the search the link picker uses,
 * and the registry of the columns that hold links, so that a target something links to is not
 * deleted (409 `in_use` listing what links to it).
 */

interface Target {
  table: PgTable & { id: PgColumn };
  title: PgColumn;
  /** fa_norm'ed search key. */
  search: AnyColumn | SQL;
  /** Rows that count as there (an archived product is gone). */
  live?: SQL;
  /** Rows a shopper may see (a draft product, a scheduled post, a hidden page are not named to the storefront). */
  shown?: () => SQL;
}
/** The types whose rows a link names; a type without rows (about us) is absent. */
const TARGETS: Partial<Record<LinkType, Target>> = {
  product: {
    table: products,
    title: products.title,
    search: products.search,
    live: isNull(products.archivedAt),
    // The storefront's own rule, as a guest sees it.
    shown: () => visibleProduct(GUEST_VIEW),
  },
  category: { table: categories, title: categories.title, search: categories.search, shown: () => eq(categories.status, true) },
  post: { table: posts, title: posts.title, search: posts.search, shown: () => and(eq(posts.status, 'published'), lte(posts.publishedAt, sql`now()`))! },
  page: { table: pages, title: pages.title, search: sql`fa_norm(${pages.title})`, shown: () => eq(pages.status, true) },
  flash: { table: flashes, title: flashes.title, search: flashes.search, shown: () => eq(flashes.status, true) },
  // A banner position's page of the shop (the position's banners); named by its label.
  advertise: { table: advertisementPositions, title: advertisementPositions.label, search: sql`fa_norm(concat_ws(' ', ${advertisementPositions.label}, ${advertisementPositions.key}))` },
};
export const linkTargetTypes = Object.keys(TARGETS) as LinkType[];

/** `{ id → title }` of the live rows of a type among `ids` (for the storefront: of the rows a shopper may see). */
async function titlesOf(db: DbOrTx, type: LinkType, ids: number[], store = false): Promise<Map<number, string>> {
  const t = TARGETS[type];
  if (!t || !ids.length) return new Map();
  const rows = await db
    .select({ id: t.table.id, title: t.title })
    .from(t.table)
    .where(and(inArray(t.table.id, ids), t.live, store ? t.shown?.() : undefined));
  return new Map(rows.map((r) => [r.id as number, String(r.title)]));
}

/** Every typed link's target is there (not deleted, not archived): else 422 on the link's field. */
export async function validateLinks(db: DbOrTx, links: Record<string, Link | null | undefined>): Promise<void> {
  const missing: Record<string, string> = {};
  for (const [field, l] of Object.entries(links)) {
    if (!l?.type || l.id == null) continue;
    if (!TARGETS[l.type]) missing[field] = linkText.noShow(linkTypeLabels[l.type]);
    else if (!(await titlesOf(db, l.type, [l.id])).size) missing[field] = linkText.missing(linkTypeLabels[l.type]);
  }
  if (Object.keys(missing).length) throw validation(missing);
}

/**
 * Links as presented: the target's Persian name as `title`, `broken: true` when the target is gone.
 * For the storefront (`store`), a target a shopper may not see (a draft product, a scheduled post)
 * is broken too: its title is never answered.
 */
export async function presentLinks(db: DbOrTx, links: (Link | null)[], opts: { store?: boolean } = {}): Promise<(PresentedLink | null)[]> {
  const byType = new Map<LinkType, Set<number>>();
  for (const l of links) if (l?.type && l.id != null) (byType.get(l.type) ?? byType.set(l.type, new Set()).get(l.type)!).add(l.id);
  const titles = new Map<LinkType, Map<number, string>>();
  for (const [type, ids] of byType) titles.set(type, await titlesOf(db, type, [...ids], opts.store));
  return links.map((l) => {
    if (!l) return null;
    if (!l.type || l.id == null) return { ...l, title: null };
    const title = titles.get(l.type)?.get(l.id);
    return title === undefined ? { ...l, title: null, broken: true } : { ...l, title };
  });
}

/** The picker's search: up to 20 live rows of a type by their Persian name, or the rows `ids`. */
export async function searchLinkTargets(db: DbOrTx, type: LinkType, q: string | undefined, ids: number[] = []): Promise<{ id: number; title: string }[]> {
  const t = TARGETS[type];
  if (!t) return [];
  const rows = await db
    .select({ id: t.table.id, title: t.title })
    .from(t.table)
    .where(and(t.live, ids.length ? inArray(t.table.id, ids) : searchCondition(t.search, q)))
    .orderBy(asc(t.table.id))
    .limit(20);
  return rows.map((r) => ({ id: r.id as number, title: String(r.title) }));
}

/* ------------------------------------------------------------------ who links where */

export interface LinkSource {
  /** The table holding links and its jsonb link column. */
  table: PgTable;
  column: AnyColumn;
  /** Audit entity of its rows (named in the refusal by its Persian label). */
  entity: string;
  /** The column that names a row to a person. */
  name: PgColumn;
}
const sources: LinkSource[] = [];
/**
 * Declares a column holding links. A resource built on the kit with a `link` field is declared by
 * the kit itself; a hand-written one (menus, banners) calls this once beside its routes.
 */
export function registerLinkSource(s: LinkSource): void {
  if (!sources.some((x) => x.column === s.column)) sources.push(s);
}
export const linkSources = (): readonly LinkSource[] => sources;

/** The rows linking to any of `ids` of `type`: `{ entity, name }`, at most `limit` (and how many in all). */
export async function linkedFrom(db: DbOrTx, type: LinkType, ids: number[], limit = 5): Promise<{ total: number; rows: { entity: string; name: string }[] }> {
  let total = 0;
  const rows: { entity: string; name: string }[] = [];
  if (!ids.length) return { total, rows };
  for (const s of sources) {
    const where = sql`${s.column}->>'type' = ${type} and (${s.column}->>'id')::bigint in ${ids.map(Number)}`;
    const found = await db.select({ name: s.name, n: sql<number>`count(*) over ()`.mapWith(Number) }).from(s.table).where(where).limit(limit);
    total += found[0]?.n ?? 0;
    for (const f of found) if (rows.length < limit) rows.push({ entity: s.entity, name: String(f.name) });
  }
  return { total, rows };
}

/**
 * Refuses to delete (or archive) rows of a type that something links to: 409 `in_use` naming how
 * many and which (`linkText.linked`: the count, then each linking row's kind and name).
 */
export async function assertNotLinked(db: DbOrTx, type: LinkType, ids: number[]): Promise<void> {
  if (!LINK_TYPE_RULES[type]?.show) return;
  const { total, rows } = await linkedFrom(db, type, ids);
  if (!total) return;
  const names = rows.map((r) => linkText.linkedRow(entityLabels[r.entity] ?? r.entity, r.name)).join(linkText.listSeparator) + (total > rows.length ? linkText.more : '');
  throw new AppError(409, 'in_use', linkText.linked(entityLabels[type] ?? linkTypeLabels[type], toPersianDigits(total), names));
}
