import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { productMessage } from '@pishkhan/common/i18n/fa/product-messages';
import { idParams } from '@pishkhan/common/schemas/fields';
import { rolePricesBody, type RolePricesBody } from '@pishkhan/common/schemas/role-price.schema';
import type { DbOrTx, Tx } from '../../../db/client';
import type { RouteModule } from '../../../lib/app-types';
import { actorOf, audit, type Actor } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { notFound, validation } from '../../../lib/errors';
import { products, variants } from '../../catalog/products/product.table';
import { customerRoles } from '../../people/customer-roles/customer-role.table';
import { joinTitle } from './pricing.service';
import { variantRolePrices } from './role-price.table';

const PATH = '/api/admin/products/:id/role-prices';
const TAG = 'products';
const FEATURE = { feature: 'customer_roles' as const };

/** The product's live variants, the roles, and the variants' fixed role prices: what the product form's role-price grid shows. */
async function readRolePrices(db: DbOrTx, productId: number) {
  const [p] = await db.select({ id: products.id, title: products.title }).from(products).where(and(eq(products.id, productId), isNull(products.archivedAt)));
  if (!p) throw notFound('product');
  const vs = await db
    .select({ id: variants.id, title: variants.title, sku: variants.sku, price: variants.price, isDefault: variants.isDefault })
    .from(variants)
    .where(and(eq(variants.productId, productId), isNull(variants.archivedAt)))
    .orderBy(asc(variants.position), asc(variants.id));
  const roles = await db
    .select({ id: customerRoles.id, name: customerRoles.name, discount_percent: customerRoles.discountPercent })
    .from(customerRoles)
    .orderBy(sql`${customerRoles.name} collate "fa-IR-x-icu"`, asc(customerRoles.id));
  const prices = vs.length
    ? await db
        .select({ variant_id: variantRolePrices.variantId, role_id: variantRolePrices.roleId, price: variantRolePrices.price })
        .from(variantRolePrices)
        .where(inArray(variantRolePrices.variantId, vs.map((v) => v.id)))
        .orderBy(asc(variantRolePrices.variantId), asc(variantRolePrices.roleId))
    : [];
  return {
    roles,
    variants: vs.map((v) => ({ id: v.id, title: v.isDefault ? p.title : joinTitle(p.title, v.title), sku: v.sku, price: v.price, is_default: v.isDefault })),
    prices,
  };
}

/**
 * Replaces the product's role prices. 422 per line when the variant is not a live variant of this
 * product or the role does not exist; the product row is locked so two saves do not interleave.
 */
async function replaceRolePrices(tx: Tx, actor: Actor, productId: number, body: RolePricesBody) {
  const [p] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, productId), isNull(products.archivedAt))).for('update');
  if (!p) throw notFound('product');
  const current = await readRolePrices(tx, productId);
  const variantIds = new Set(current.variants.map((v) => v.id));
  const roleIds = new Set(current.roles.map((r) => r.id));
  const bad: Record<string, string> = {};
  body.prices.forEach((x, i) => {
    if (!variantIds.has(x.variant_id)) bad[`prices.${i}.variant_id`] = productMessage('variant_not_of_product');
    if (!roleIds.has(x.role_id)) bad[`prices.${i}.role_id`] = productMessage('role_unknown');
  });
  if (Object.keys(bad).length) throw validation(bad);
  const key = (x: { variant_id: number; role_id: number; price: number }) => `${x.variant_id}:${x.role_id}:${x.price}`;
  const before = current.prices.map(key).sort();
  const after = body.prices.map(key).sort();
  if (before.join() === after.join()) return;
  const ids = [...variantIds];
  if (ids.length) await tx.delete(variantRolePrices).where(inArray(variantRolePrices.variantId, ids));
  if (body.prices.length)
    await tx.insert(variantRolePrices).values(body.prices.map((x) => ({ variantId: x.variant_id, roleId: x.role_id, productId, price: x.price })));
  // Readable in the log: the variant by its SKU (else its title), the role by id (named by the log's reader).
  const nameOf = new Map(current.variants.map((v) => [v.id, v.sku || v.title]));
  const rows = (list: { variant_id: number; role_id: number; price: number }[]) =>
    [...list].sort((a, b) => a.variant_id - b.variant_id || a.role_id - b.role_id).map((x) => [nameOf.get(x.variant_id) ?? '', x.role_id, x.price]);
  await audit(tx, actor, { entity: 'product', entityId: productId, action: 'update', changes: { role_prices: [rows(current.prices), rows(body.prices)] } });
}

/**
 * Role prices of a product's variants (feature customer_roles, docs/pricing.md):
 * `GET|PUT /api/admin/products/:id/role-prices`, read with the product permission, written with
 * `update_product`. A write drops the storefront's catalogue cache (its path is under /products).
 */
export const rolePriceRoutes: RouteModule = async (app, { db }) => {
  app.get(PATH, { config: { permission: ['read_product', 'update_product'], ...FEATURE }, schema: { tags: [TAG], params: idParams } }, async (req) => ({
    data: await readRolePrices(db, parseId((req.params as { id: string }).id)),
  }));

  app.put(PATH, { config: { permission: 'update_product', ...FEATURE }, schema: { tags: [TAG], params: idParams, body: rolePricesBody } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    await db.transaction((tx) => replaceRolePrices(tx, actorOf(req), id, req.body as RolePricesBody));
    return { data: await readRolePrices(db, id) };
  });
};
