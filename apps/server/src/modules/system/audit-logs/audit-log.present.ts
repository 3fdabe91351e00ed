import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { linkSummary, type Link } from '@pishkhan/common/links';
import { toPersianDigits } from '@pishkhan/common/text';
import { AUDIT_ENTITY_REF, auditEntityTitle, auditFieldText, auditRefOf, auditValueText, NUMBERED_REFS, type AuditRef, type AuditValueContext } from '@pishkhan/common/audit-present';
import { actionLabelsFa, entityLabels } from '@pishkhan/common/i18n/fa/labels';
import { currencyLabels } from '@pishkhan/common/i18n/fa/system';
import { SETTING_GROUPS } from '@pishkhan/common/settings';
import { variantFullName } from '@pishkhan/common/variant-title';
import type { DbOrTx } from '../../../db/client';
import { attributes } from '../../catalog/attributes/attribute.table';
import { advertisementPositions } from '../../content/banners/banner.table';
import { brands } from '../../catalog/brands/brand.table';
import { categories } from '../../catalog/categories/category.table';
import { colors } from '../../catalog/colors/color.table';
import { gifts } from '../../catalog/gifts/gift.table';
import { products, variants } from '../../catalog/products/product.table';
import { recommendationGroups } from '../../catalog/recommendations/recommendation.table';
import { productSets } from '../../catalog/sets/product-set.table';
import { sizeChartTypes } from '../../catalog/size-chart-types/size-chart-type.table';
import { sizeCharts } from '../../catalog/size-charts/size-chart.table';
import { specifications } from '../../catalog/specifications/specification.table';
import { menuGroups, menuItems } from '../../content/menus/menu.table';
import { units } from '../../catalog/units/unit.table';
import { postCategories } from '../../content/post-categories/post-category.table';
import { posts } from '../../content/posts/post.table';
import { admins } from '../../people/admins/admin.table';
import { customerRoles } from '../../people/customer-roles/customer-role.table';
import { customerFullName } from '../../people/customers/customer.service';
import { customers } from '../../people/customers/customer.table';
import { roles } from '../../people/roles/role.table';
import { sellers } from '../../people/sellers/seller.table';
import { coupons } from '../../sales/coupons/coupon.table';
import { flashes } from '../../sales/flashes/flash.table';
import { cities } from '../../shipping/cities/city.table';
import { provinces } from '../../shipping/provinces/province.table';
import { shippingMethods } from '../../shipping/shipping-methods/shipping-method.table';
import { newsletterMembers } from '../../messaging/members/member.table';
import { getSetting } from '../settings/setting.service';
import { media } from '../uploads/media.table';
import type { auditLogs } from './audit-log.table';

/** A value as a person reads it; a storefront link (`{ url }`, `{ type, id }`) as its address, or its type and row. */
const valueText = (entity: string, field: string, v: unknown, ctx: AuditValueContext) =>
  field === 'link' && v !== null && typeof v === 'object' ? ((v as Link).url ?? toPersianDigits(linkSummary(v as Link))) : auditValueText(entity, field, v, ctx);

type Row = typeof auditLogs.$inferSelect;
type Names = (db: DbOrTx, ids: number[]) => Promise<[number, string][]>;

/** One query per kind: the display name of each referenced row. */
const simple =
  (table: PgTable & { id: PgColumn }, name: PgColumn): Names =>
  async (db, ids) =>
    (await db.select({ id: table.id, name }).from(table).where(inArray(table.id, ids))).map((r) => [r.id as number, String(r.name ?? '')]);

const NAMES: Partial<Record<AuditRef, Names>> = {
  admin: async (db, ids) => (await db.select({ id: admins.id, name: admins.name, username: admins.username }).from(admins).where(inArray(admins.id, ids))).map((a) => [a.id, a.name || a.username]),
  role: async (db, ids) => (await db.select({ id: roles.id, label: roles.label, name: roles.name }).from(roles).where(inArray(roles.id, ids))).map((r) => [r.id, r.label || r.name]),
  customer: async (db, ids) =>
    (await db.select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile }).from(customers).where(inArray(customers.id, ids))).map((c) => [
      c.id,
      customerFullName(c) || c.mobile,
    ]),
  variant: async (db, ids) =>
    (
      await db
        .select({ id: variants.id, title: variants.title, isDefault: variants.isDefault, product: products.title, sku: variants.sku })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(inArray(variants.id, ids))
    ).map((v) => [v.id, variantFullName(v.product, v.title, v.isDefault)]),
  customer_role: simple(customerRoles, customerRoles.name),
  product: simple(products, products.title),
  category: simple(categories, categories.title),
  brand: simple(brands, brands.name),
  unit: simple(units, units.name),
  post_category: simple(postCategories, postCategories.name),
  post: simple(posts, posts.title),
  menu_group: simple(menuGroups, menuGroups.title),
  menu_item: simple(menuItems, menuItems.title),
  color: simple(colors, colors.name),
  province: simple(provinces, provinces.name),
  city: simple(cities, cities.name),
  shipping_method: simple(shippingMethods, shippingMethods.name),
  size_chart: simple(sizeCharts, sizeCharts.title),
  size_chart_type: simple(sizeChartTypes, sizeChartTypes.name),
  attribute: simple(attributes, attributes.label),
  specification: simple(specifications, specifications.label),
  media: simple(media, media.originalName),
  coupon: simple(coupons, coupons.code),
  gift: simple(gifts, gifts.name),
  seller: simple(sellers, sellers.fullName),
  flash: simple(flashes, flashes.title),
  product_set: simple(productSets, productSets.name),
  recommendation_group: simple(recommendationGroups, recommendationGroups.label),
  banner_position: simple(advertisementPositions, advertisementPositions.label),
  newsletter_member: async (db, ids) =>
    (await db.select({ id: newsletterMembers.id, email: newsletterMembers.email, mobile: newsletterMembers.mobile }).from(newsletterMembers).where(inArray(newsletterMembers.id, ids))).map((r) => [r.id, r.email ?? r.mobile ?? '']),
};

const asId = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) && Number(v) > 0 ? Number(v) : null;

/** Every id an entry refers to, by kind: its own row and the references among its changed values. */
function collect(rows: Row[]): Map<AuditRef, Set<number>> {
  const want = new Map<AuditRef, Set<number>>();
  const add = (ref: AuditRef, v: unknown) => {
    if (NUMBERED_REFS.has(ref) || !NAMES[ref]) return;
    const id = asId(v);
    if (id) (want.get(ref) ?? want.set(ref, new Set()).get(ref)!).add(id);
  };
  for (const r of rows) {
    const own = AUDIT_ENTITY_REF[r.entity];
    if (own && r.entityId) add(own, r.entityId);
    for (const [field, pair] of Object.entries(r.changes ?? {})) {
      const areas = r.entity === 'shipping_method' ? ({ provinces: 'province', cities: 'city', customer_roles: 'customer_role' } as const)[field as 'provinces'] : undefined;
      const ref = areas ?? auditRefOf(r.entity, field);
      if (!ref) continue;
      for (const v of Array.isArray(pair) ? pair : [pair]) {
        if (Array.isArray(v)) for (const x of v) add(ref, Array.isArray(x) ? x[0] : x);
        else add(ref, v);
      }
    }
  }
  return want;
}

/**
 * Audit rows as people read them: the admin, the name of the row the entry is about, and each changed field
 * with its Persian label and its values as text (names for ids, status labels, money with the unit, Jalali
 * dates, Persian digits). References are resolved in one query per kind for the whole page.
 */
export async function presentAuditLogs(db: DbOrTx, rows: Row[]) {
  const want = collect(rows);
  const adminIds = [...new Set(rows.map((r) => r.adminId).filter((x): x is number => !!x))];
  const [actors, unit, ...found] = await Promise.all([
    adminIds.length ? db.select({ id: admins.id, username: admins.username, name: admins.name }).from(admins).where(inArray(admins.id, adminIds)) : [],
    getSetting<string>(db, 'currency').then((c) => currencyLabels[c] ?? ''),
    ...[...want].map(async ([ref, ids]) => [ref, await NAMES[ref]!(db, [...ids])] as const),
  ]);
  const names = new Map<AuditRef, Map<number, string>>(found.map(([ref, list]) => [ref, new Map(list)]));
  const ctx: AuditValueContext = { unit, name: (ref, id) => names.get(ref)?.get(id) || undefined };
  const byId = new Map(actors.map((a) => [a.id, a]));
  return rows.map((r) => {
    const changes = r.changes ?? {};
    // A deleted row is named by what it was called.
    const named = changes.name?.[0] ?? changes.title?.[0] ?? changes.label?.[0] ?? changes.username?.[0];
    const title =
      r.entity === 'setting'
        ? (SETTING_GROUPS.find((g) => g.name === r.entityId)?.label ?? null)
        : r.action === 'delete' && typeof named === 'string' && named
          ? named
          : auditEntityTitle(r.entity, r.entityId, ctx);
    return {
      id: r.id,
      admin: r.adminId ? (byId.get(r.adminId) ?? null) : null,
      ip: r.ip,
      entity: r.entity,
      // The screens show the labels as given: a new resource's labels reach them without a web change.
      entity_label: entityLabels[r.entity] ?? r.entity,
      entity_id: r.entityId,
      entity_title: title,
      action: r.action,
      action_label: actionLabelsFa[r.action] ?? r.action,
      changes,
      // The row's own id is already its title; a new row has no "before" (a masked secret's placeholder aside).
      items: Object.entries(changes)
        .filter(([field]) => field !== 'id')
        .map(([field, pair]) => {
          const [before, after] = Array.isArray(pair) ? pair : [null, pair];
          return {
            field,
            label: auditFieldText(r.entity, field),
            before: r.action === 'create' ? null : valueText(r.entity, field, before, ctx),
            after: valueText(r.entity, field, after, ctx),
          };
        }),
      created_at: r.createdAt,
    };
  });
}
