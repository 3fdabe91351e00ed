import { and, eq, inArray } from 'drizzle-orm';
import { ruleMessage } from '@pishkhan/common/validation';
import type { DbOrTx, Tx } from '../../db/client';
import { validation } from '../../lib/errors';
import { productImages, products, variants } from './products/product.table';
import { media } from '../system/uploads/media.table';

/** Throws 422 on `field` unless every id exists in the products (or variants) table. */
export async function assertIdsExist(tx: Tx, kind: 'product' | 'variant', ids: number[] | undefined, field: string, message: string) {
  if (!ids?.length) return;
  const unique = [...new Set(ids)];
  const table = kind === 'product' ? products : variants;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (found.length !== unique.length) throw validation({ [field]: message });
}

export async function assertMediaExists(tx: Tx, id: unknown, field: string, label: string) {
  if (typeof id !== 'number') return;
  const [m] = await tx.select({ id: media.id }).from(media).where(eq(media.id, id));
  if (!m) throw validation({ [field]: ruleMessage('image', label) });
}

/** Short product cards for pickers and lists: id, title, status, main image url. */
export async function productCards(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; title: string; status: string; image: string | null }>();
  const rows = await db.select({ id: products.id, title: products.title, status: products.status }).from(products).where(inArray(products.id, ids));
  const imgs = await db
    .select({ productId: productImages.productId, path: media.path })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(and(inArray(productImages.productId, ids), eq(productImages.isMain, true)));
  const img = new Map(imgs.map((i) => [i.productId, `/uploads/${i.path}`]));
  return new Map(rows.map((r) => [r.id, { ...r, image: img.get(r.id) ?? null }]));
}

export const mediaUrl = async (db: DbOrTx, ids: number[]) => {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select({ id: media.id, path: media.path }).from(media).where(inArray(media.id, ids));
  return new Map(rows.map((r) => [r.id, `/uploads/${r.path}`]));
};
