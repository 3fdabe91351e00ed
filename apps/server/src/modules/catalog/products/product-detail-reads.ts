import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { inParallel } from '../../../lib/parallel';
import { stockLevels } from '../../stock/stock/stock.table';
import { media } from '../../system/uploads/media.table';
import { attributes } from '../attributes/attribute.table';
import { brands } from '../brands/brand.table';
import { categories } from '../categories/category.table';
import { colors } from '../colors/color.table';
import { units } from '../units/unit.table';
import { giftsOfProducts, giftsOn } from './product-gifts';
import { productCategories, productImages, products, productSpecifications, variantAttributeValues, variantImages, variants } from './product.table';

const present = <T>(x: T | null): x is T => x !== null && (x as { id: unknown }).id !== null;
const byId = <T extends { id: number }>(xs: T[]) => [...new Map(xs.map((x) => [x.id, x])).values()];

/**
 * What the product detail shows, read in one round trip: every query is by the product ids (the
 * variants' attributes, images, stock and colours through the variants of those products), so none
 * waits for another. Answers the rows as the detail's presentation reads them.
 */
export async function productDetailReads(db: DbOrTx, ids: number[]) {
  // The products' live variants, as a sub-select the variant-side queries are filtered by.
  const liveVariantIds = db.select({ id: variants.id }).from(variants).where(and(inArray(variants.productId, ids), isNull(variants.archivedAt)));
  const [head, cats, images, specs, varRows, attrs, vImages, giftMap] = await inParallel(db, [
    () =>
      db
        .select({ p: products, brand: { id: brands.id, name: brands.name }, unit: { id: units.id, name: units.name } })
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .leftJoin(units, eq(units.id, products.unitId))
        .where(inArray(products.id, ids)),
    () =>
      db
        .select({ productId: productCategories.productId, id: categories.id, title: categories.title })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(inArray(productCategories.productId, ids))
        .orderBy(asc(categories.id)),
    () =>
      db
        .select({ img: productImages, path: media.path })
        .from(productImages)
        .innerJoin(media, eq(media.id, productImages.mediaId))
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.position), asc(productImages.id)),
    () => db.select().from(productSpecifications).where(inArray(productSpecifications.productId, ids)).orderBy(asc(productSpecifications.specificationId)),
    () =>
      db
        .select({ v: variants, quantity: stockLevels.quantity, color: { id: colors.id, name: colors.name, code: colors.code } })
        .from(variants)
        .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
        .leftJoin(colors, eq(colors.id, variants.colorId))
        .where(and(inArray(variants.productId, ids), isNull(variants.archivedAt)))
        .orderBy(asc(variants.position), asc(variants.id)),
    () =>
      db
        .select({ vav: variantAttributeValues, label: attributes.label, position: attributes.position })
        .from(variantAttributeValues)
        .innerJoin(attributes, eq(attributes.id, variantAttributeValues.attributeId))
        .where(inArray(variantAttributeValues.variantId, liveVariantIds))
        .orderBy(asc(attributes.position), asc(attributes.id)),
    () =>
      db
        .select({ vi: variantImages, path: media.path })
        .from(variantImages)
        .innerJoin(media, eq(media.id, variantImages.mediaId))
        .where(inArray(variantImages.variantId, liveVariantIds))
        .orderBy(asc(variantImages.position), asc(variantImages.id)),
    // Gifts only while their feature is on (the field is not shown otherwise).
    async () => ((await giftsOn(db)) ? giftsOfProducts(db, ids) : null),
  ]);
  return {
    rows: head.map((h) => h.p),
    brandRows: byId(head.map((h) => h.brand).filter(present)),
    unitRows: byId(head.map((h) => h.unit).filter(present)),
    cats,
    images,
    specs,
    vars: varRows.map((r) => r.v),
    attrs,
    vImages,
    /** Current balances of the variants (0 for a missing row). */
    stock: new Map(varRows.map((r) => [r.v.id, r.quantity ?? 0])),
    colorRows: byId(varRows.map((r) => r.color).filter(present)),
    giftMap,
  };
}
