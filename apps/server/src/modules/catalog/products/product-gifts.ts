import { asc, eq, inArray, sql } from 'drizzle-orm';
import { isFeatureOn } from '@pishkhan/common/features';
import { productLabels } from '@pishkhan/common/i18n/fa/product-labels';
import { productMessage } from '@pishkhan/common/i18n/fa/product-messages';
import type { DbOrTx, Tx } from '../../../db/client';
import { featureState } from '../../system/settings/setting.service';
import { giftProducts, gifts } from '../gifts/gift.table';

/**
 * Gifts attached from the product side (`gift_ids` of the product body). The gift side
 * (/api/admin/gifts) writes the same `gift_products` rows. While the `gifts` feature is off the
 * field is neither read nor written.
 */
export const giftsOn = async (db: DbOrTx) => isFeatureOn(await featureState(db), 'gifts');

/** Gift ids and names per product (for the product GET). */
export async function giftsOfProducts(db: DbOrTx, productIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const out = new Map<number, { id: number; name: string }[]>(productIds.map((id) => [id, []]));
  if (!productIds.length) return out;
  const rows = await db
    .select({ productId: giftProducts.productId, id: gifts.id, name: gifts.name })
    .from(giftProducts)
    .innerJoin(gifts, eq(gifts.id, giftProducts.giftId))
    .where(inArray(giftProducts.productId, productIds))
    .orderBy(asc(gifts.id));
  for (const r of rows) out.get(r.productId)?.push({ id: r.id, name: r.name });
  return out;
}

/**
 * Checks the sent gift ids; unknown ones are reported on `gift_ids.<i>` through `add`. Answers the
 * unique sorted ids to store, or undefined when nothing is to change (not sent, or feature off).
 */
export async function plannedGiftIds(tx: DbOrTx, sent: number[] | undefined, add: (path: string, message: string) => void): Promise<number[] | undefined> {
  if (sent === undefined || !(await giftsOn(tx))) return undefined;
  const unique = [...new Set(sent)].sort((a, b) => a - b);
  const found = unique.length ? new Set((await tx.select({ id: gifts.id }).from(gifts).where(inArray(gifts.id, unique)).for('key share')).map((g) => g.id)) : new Set<number>();
  sent.forEach((g, i) => {
    if (!found.has(g)) add(`gift_ids.${i}`, productMessage('not_found_ref', { field: productLabels.gift_id }));
  });
  return unique;
}

/** Replaces the product's gift rows; answers [before, after] when they changed (for the audit). */
export async function replaceProductGifts(tx: Tx, productId: number, giftIds: number[]): Promise<[number[], number[]] | null> {
  const before = (await tx.select({ id: giftProducts.giftId }).from(giftProducts).where(eq(giftProducts.productId, productId)))
    .map((r) => r.id)
    .sort((a, b) => a - b);
  if (JSON.stringify(before) === JSON.stringify(giftIds)) return null;
  await tx.delete(giftProducts).where(eq(giftProducts.productId, productId));
  if (giftIds.length) await tx.insert(giftProducts).values(giftIds.map((giftId) => ({ giftId, productId })));
  return [before, giftIds];
}

/** The product form's gift picker: gifts switched on, by name; null while the feature is off. */
export async function giftPickerOptions(db: DbOrTx): Promise<{ id: number; name: string }[] | null> {
  if (!(await giftsOn(db))) return null;
  return db.select({ id: gifts.id, name: gifts.name }).from(gifts).where(eq(gifts.status, true)).orderBy(sql`${gifts.name} collate "fa-IR-x-icu"`);
}
