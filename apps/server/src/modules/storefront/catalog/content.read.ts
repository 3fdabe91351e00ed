/**
 * The storefront's content reads: switched-on pages, published posts (a post whose publication time
 * is still ahead stays hidden until then), switched-on FAQs by group, and the public settings.
 * Never an admin's id or name, never a draft, never a private setting.
 */
import { and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { StorePostQuery } from '@pishkhan/common/schemas/store-catalog.schema';
import { PUBLIC_SETTINGS } from '@pishkhan/common/settings';
import type { DbOrTx } from '../../../db/client';
import { countRows, meta, searchCondition } from '../../../lib/list';
import { faqs } from '../../content/faqs/faq.table';
import { pages } from '../../content/pages/page.table';
import { postCategories } from '../../content/post-categories/post-category.table';
import { posts } from '../../content/posts/post.table';
import { allSettings } from '../../system/settings/setting.service';
import { media } from '../../system/uploads/media.table';

const url = (path: string | null) => (path ? `/uploads/${path}` : null);

/** Switched-on pages, titles only (a footer's links). */
export async function storePages(db: DbOrTx) {
  return db.select({ id: pages.id, title: pages.title, slug: pages.slug }).from(pages).where(eq(pages.status, true)).orderBy(asc(pages.id));
}

export async function storePage(db: DbOrTx, slug: string) {
  const [p] = await db.select().from(pages).where(and(eq(pages.slug, slug), eq(pages.status, true)));
  return p ? { id: p.id, title: p.title, slug: p.slug, body: p.body, meta_description: p.metaDescription, updated_at: p.updatedAt } : null;
}

/** A post the shop shows: published, its time come, its category switched on. */
const livePost = (now: Date): SQL => and(eq(posts.status, 'published'), lte(posts.publishedAt, now), eq(postCategories.status, true))!;

const postColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  summary: posts.summary,
  tags: posts.tags,
  special: posts.special,
  published_at: posts.publishedAt,
  image: media.path,
  category: { id: postCategories.id, name: postCategories.name, slug: postCategories.slug },
};

export async function storePostList(db: DbOrTx, q: StorePostQuery, now: Date) {
  const where = and(
    livePost(now),
    searchCondition(posts.search, q.q),
    q.post_category_id ? eq(posts.postCategoryId, q.post_category_id) : undefined,
    q.tag ? sql`${posts.tags} @> array[${q.tag}]::text[]` : undefined,
  );
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 12;
  const [rows, total] = await Promise.all([
    db
      .select(postColumns)
      .from(posts)
      .innerJoin(postCategories, eq(postCategories.id, posts.postCategoryId))
      .leftJoin(media, eq(media.id, posts.imageId))
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(posts)
      .innerJoin(postCategories, eq(postCategories.id, posts.postCategoryId))
      .where(where),
  ]);
  const data = rows.map((r) => ({ ...r, image: url(r.image) }));
  return { data, meta: meta(page, perPage, total[0]!.n, data.length) };
}

export async function storePost(db: DbOrTx, slug: string, now: Date) {
  const [r] = await db
    .select({ ...postColumns, body: posts.body, meta_description: posts.metaDescription, product_ids: posts.productIds })
    .from(posts)
    .innerJoin(postCategories, eq(postCategories.id, posts.postCategoryId))
    .leftJoin(media, eq(media.id, posts.imageId))
    .where(and(eq(posts.slug, slug), livePost(now)));
  return r ? { ...r, image: url(r.image) } : null;
}

/** Switched-on questions in their order, grouped (the general group, without a name, first). */
export async function storeFaqs(db: DbOrTx) {
  const rows = await db
    .select({ id: faqs.id, group: faqs.group, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.status, true))
    .orderBy(asc(faqs.position), asc(faqs.id));
  const groups = new Map<string | null, { group: string | null; items: { id: number; question: string; answer: string }[] }>();
  for (const r of rows) {
    const key = r.group?.trim() || null;
    (groups.get(key) ?? groups.set(key, { group: key, items: [] }).get(key)!).items.push({ id: r.id, question: r.question, answer: r.answer });
  }
  return [...groups.values()].sort((a, b) => (a.group === null ? -1 : b.group === null ? 1 : 0));
}

/** The settings a shop may read (PUBLIC_SETTINGS, named one by one); the logo as its address. */
export async function storeSettings(db: DbOrTx) {
  const values = await allSettings(db);
  const out: Record<string, unknown> = {};
  for (const name of PUBLIC_SETTINGS) out[name] = values.get(name) ?? null;
  if (typeof out.logo === 'number') {
    const [m] = await db.select({ path: media.path }).from(media).where(eq(media.id, out.logo));
    out.logo = m ? url(m.path) : null;
  } else out.logo = null;
  return out;
}
