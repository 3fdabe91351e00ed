/**
 * How an audit entry reads: the Persian label of each changed field and each value as a person reads it
 * (names instead of ids, status labels, money with its unit, Jalali dates, Persian digits). The server's
 * audit presenter resolves the references in batched queries and calls `auditValueText` per value.
 */
import { auditValueLabelsFa, auditValueText as T } from './i18n/fa/audit-labels';
import { listSeparator } from './i18n/fa/system';
import { permissionLabel } from './permissions';
import { settingDef } from './settings';
import { jalaliDate, jalaliDateTime } from './tehran-time';
import { formatMoney, groupDigits, toPersianDigits } from './text';

// Field labels live apart (the web's audit screens need them without the value presentation, which
// brings the permission catalogue).
export { auditFieldLabel, auditFieldText } from './audit-fields';

/** The rows a reference can point to; `order`, `mini_order`, `withdraw` and `wallet_transaction` read as their number. */
export type AuditRef =
  | 'admin'
  | 'role'
  | 'customer'
  | 'customer_role'
  | 'product'
  | 'variant'
  | 'category'
  | 'brand'
  | 'unit'
  | 'color'
  | 'province'
  | 'city'
  | 'shipping_method'
  | 'size_chart'
  | 'size_chart_type'
  | 'attribute'
  | 'specification'
  | 'media'
  | 'coupon'
  | 'gift'
  | 'seller'
  | 'address'
  | 'flash'
  | 'product_set'
  | 'recommendation_group'
  | 'product_comment'
  | 'post_comment'
  | 'post'
  | 'order'
  | 'mini_order'
  | 'withdraw'
  | 'wallet_transaction'
  | 'post_category'
  | 'menu_group'
  | 'menu_item'
  | 'banner_position'
  | 'newsletter_member';

/** References read as a number, without a lookup. */
export const NUMBERED_REFS: ReadonlySet<AuditRef> = new Set(['order', 'mini_order', 'withdraw', 'wallet_transaction', 'product_comment', 'post_comment', 'address']);

const REF_BY_FIELD: Record<string, AuditRef> = {
  admin_id: 'admin',
  creator_id: 'admin',
  updater_id: 'admin',
  processor_id: 'admin',
  approved_by: 'admin',
  paid_by: 'admin',
  completed_by: 'admin',
  voided_by: 'admin',
  role_id: 'role',
  customer_id: 'customer',
  customer_role_id: 'customer_role',
  customer_role_ids: 'customer_role',
  product_id: 'product',
  product_ids: 'product',
  product_added: 'product',
  product_removed: 'product',
  variant_id: 'variant',
  variant_ids: 'variant',
  category_id: 'category',
  category_ids: 'category',
  brand_id: 'brand',
  brand_ids: 'brand',
  unit_id: 'unit',
  color_id: 'color',
  province_id: 'province',
  city_id: 'city',
  shipping_method_id: 'shipping_method',
  size_chart_id: 'size_chart',
  attribute_ids: 'attribute',
  attribute_id: 'attribute',
  specification_ids: 'specification',
  specification_id: 'specification',
  image_id: 'media',
  logo_id: 'media',
  icon_id: 'media',
  mobile_image_id: 'media',
  media_id: 'media',
  image_ids: 'media',
  coupon_id: 'coupon',
  gift_id: 'gift',
  gift_ids: 'gift',
  seller_id: 'seller',
  address_id: 'address',
  order_id: 'order',
  mini_order_id: 'mini_order',
  withdraw_id: 'withdraw',
  transaction_id: 'wallet_transaction',
};

const REF_BY_ENTITY_FIELD: Record<string, Record<string, AuditRef>> = {
  customer: { role_id: 'customer_role', address_province_id: 'province', address_city_id: 'city' },
  category: { parent_id: 'category' },
  product_comment: { parent_id: 'product_comment' },
  post_comment: { parent_id: 'post_comment', post_id: 'post' },
  size_chart: { type_id: 'size_chart_type' },
  recommendation_group: { order: 'product' },
  post: { author_id: 'admin', post_category_id: 'post_category' },
  menu_item: { group_id: 'menu_group', parent_id: 'menu_item' },
  banner: { position_id: 'banner_position' },
  newsletter: { member_ids: 'newsletter_member' },
};

/** Entities whose own ids a reordering (`order`) lists. */
const SELF_REF: Record<string, AuditRef> = {
  specification: 'specification',
  flash: 'flash',
  shipping_method: 'shipping_method',
  brand: 'brand',
  province: 'province',
  attribute: 'attribute',
  category: 'category',
};

/** The row an entry is about, by audit entity (a stock entry is about a variant, a wallet entry about a customer). */
export const AUDIT_ENTITY_REF: Record<string, AuditRef> = {
  admin: 'admin',
  role: 'role',
  customer: 'customer',
  customer_role: 'customer_role',
  product: 'product',
  category: 'category',
  brand: 'brand',
  unit: 'unit',
  color: 'color',
  province: 'province',
  city: 'city',
  shipping_method: 'shipping_method',
  size_chart: 'size_chart',
  size_chart_type: 'size_chart_type',
  attribute: 'attribute',
  specification: 'specification',
  media: 'media',
  coupon: 'coupon',
  gift: 'gift',
  seller: 'seller',
  flash: 'flash',
  product_set: 'product_set',
  recommendation_group: 'recommendation_group',
  stock: 'variant',
  wallet: 'customer',
  order: 'order',
  mini_order: 'mini_order',
  withdraw: 'withdraw',
  address: 'address',
  product_comment: 'product_comment',
  post_comment: 'post_comment',
};

/** The name of the row an entry is about: «سارا», «۵۰۰۱» (of «سفارش ۵۰۰۱»), «#۱۲ (حذف‌شده)». */
export function auditEntityTitle(entity: string, id: string | null, ctx: AuditValueContext): string | null {
  if (!id) return null;
  const ref = AUDIT_ENTITY_REF[entity];
  // The entity's own name already says «سفارش»: its title is the number alone.
  if ((ref === 'order' || ref === 'mini_order') && /^\d+$/.test(id)) return toPersianDigits(id);
  return ref ? refName(ref, id, ctx) : null;
}

/** What a field's ids point to, if it is a reference. */
export function auditRefOf(entity: string, field: string): AuditRef | null {
  const own = REF_BY_ENTITY_FIELD[entity]?.[field];
  if (own) return own;
  if (field === 'order' && SELF_REF[entity]) return SELF_REF[entity]!;
  return REF_BY_FIELD[field] ?? null;
}

/** The Persian labels of a coded field's values, if it is one. */
export function auditValueLabels(entity: string, field: string): Record<string, string> | null {
  if (entity === 'setting') {
    const options = settingDef(field)?.options;
    return options ? Object.fromEntries(options.map((o) => [o.value, o.label])) : null;
  }
  return auditValueLabelsFa[entity]?.[field] ?? null;
}

const MONEY = new Set([
  'price',
  'purchase_price',
  'min_price',
  'total_amount',
  'paid_amount',
  'shipping_amount',
  'total_items_amount',
  'discount_amount',
  'discount_on_order',
  'coupon_discount',
  'balance',
  'gift_balance',
  'total',
  'lines_total',
  'paid_cash',
  'paid_card',
  'paid_wallet',
  'min_order_amount',
  'max_discount',
  'default_price',
  'free_threshold',
  'more_packet_price',
  'unit_price',
  'unit_discount',
  'list_price',
  'effective_price',
  'discount_on_items',
  'discount_on_coupon',
  'sales_amount',
  'returns_amount',
]);
/** `amount` is money except where it may be a percentage (coupons). */
const MONEY_BY_ENTITY: Record<string, string[]> = { withdraw: ['amount'], wallet: ['amount'], shipping_method: ['amount'], shipping_excel: ['price'] };

export const isMoneyField = (entity: string, field: string) =>
  entity === 'setting' ? settingDef(field)?.type === 'price' : MONEY.has(field) || (MONEY_BY_ENTITY[entity]?.includes(field) ?? false);

export interface AuditValueContext {
  /** The shop's money unit («تومان»). */
  unit: string;
  /** The name of a referenced row, if it still exists. */
  name: (ref: AuditRef, id: number) => string | undefined;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LIST_MAX = 10;

const number = (n: number) => toPersianDigits(groupDigits(n));
const idText = (id: unknown) => '#' + toPersianDigits(String(id));

function refName(ref: AuditRef, id: unknown, ctx: AuditValueContext): string {
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  if (typeof n !== 'number') return String(id);
  if (ref === 'order') return T.order(toPersianDigits(n));
  if (ref === 'mini_order') return T.sale(toPersianDigits(n));
  if (NUMBERED_REFS.has(ref)) return idText(n);
  return ctx.name(ref, n) ?? T.gone(idText(n));
}

const joinList = (items: string[]) =>
  items.length > LIST_MAX ? [...items.slice(0, LIST_MAX), T.more(toPersianDigits(items.length - LIST_MAX))].join(listSeparator) : items.join(listSeparator);

/** Pairs `[id, price]` of a shipping method's provinces, cities or customer roles. */
function pricedAreas(ref: AuditRef, pairs: unknown[], ctx: AuditValueContext): string {
  return joinList(
    pairs.map((p) => {
      const [id, price] = Array.isArray(p) ? p : [p, null];
      const name = refName(ref, id, ctx);
      return typeof price === 'number' ? T.areaPrice(name, formatMoney(price, ctx.unit)) : T.areaDefault(name);
    }),
  );
}

/** A product's variant summary `id:sku:barcode:price,…` as «SKU: price». */
function variantSummary(v: string, ctx: AuditValueContext): string {
  return joinList(
    v
      .split(',')
      .filter(Boolean)
      .map((part) => {
        const [, sku, barcode, price] = part.split(':');
        return T.areaPrice(sku || barcode || '', formatMoney(Number(price), ctx.unit));
      }),
  );
}

/** A product's role prices `[variant name, role id, price]` as «variant — role: price». */
function rolePrices(rows: unknown[], ctx: AuditValueContext): string {
  return joinList(
    rows.map((r) => {
      const [variant, role, price] = Array.isArray(r) ? r : [r, null, null];
      return T.rolePrice(String(variant ?? ''), refName('customer_role', role, ctx), typeof price === 'number' ? formatMoney(price, ctx.unit) : '');
    }),
  );
}

/** An order's address snapshot as one line. */
function addressLine(a: Record<string, unknown>): string {
  return [a.province, a.city, a.address, a.postal_code ? toPersianDigits(String(a.postal_code)) : null, [a.first_name, a.last_name].filter(Boolean).join(' ')]
    .filter((x) => typeof x === 'string' && x.trim())
    .join(listSeparator);
}

/** Counts the nodes of a category tree `[{ id, children }]`. */
const treeSize = (nodes: unknown): number =>
  Array.isArray(nodes) ? nodes.reduce((n: number, x) => n + 1 + treeSize((x as { children?: unknown })?.children), 0) : 0;

/** One value of a change as a person reads it; null for an empty value. */
export function auditValueText(entity: string, field: string, value: unknown, ctx: AuditValueContext): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === '***') return T.hidden;
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  const coded = auditValueLabels(entity, field);
  if (coded && typeof value === 'string') return coded[value] ?? value;
  if (coded && Array.isArray(value)) return joinList(value.map((v) => coded[String(v)] ?? String(v)));
  if (field === 'permissions' && Array.isArray(value)) return joinList(value.map((p) => permissionLabel(String(p))));
  if (entity === 'shipping_method' && Array.isArray(value) && (field === 'provinces' || field === 'cities' || field === 'customer_roles'))
    return pricedAreas(field === 'provinces' ? 'province' : field === 'cities' ? 'city' : 'customer_role', value, ctx);
  if (entity === 'product' && field === 'variants' && typeof value === 'string') return variantSummary(value, ctx);
  if (entity === 'product' && field === 'role_prices' && Array.isArray(value)) return value.length ? rolePrices(value, ctx) : null;
  if (field === 'tree') return toPersianDigits(treeSize(value));
  const ref = auditRefOf(entity, field);
  if (ref && (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)))) return refName(ref, value, ctx);
  if (ref && Array.isArray(value)) return value.length ? joinList(value.map((id) => refName(ref, id, ctx))) : null;
  if (typeof value === 'number') return isMoneyField(entity, field) ? formatMoney(value, ctx.unit) : number(value);
  if (typeof value === 'string') {
    if (isMoneyField(entity, field) && /^-?\d+$/.test(value)) return formatMoney(Number(value), ctx.unit);
    if (ISO_INSTANT.test(value)) return toPersianDigits(jalaliDateTime(value));
    if (DAY.test(value)) return toPersianDigits(jalaliDate(value));
    // Decimals stored as text (a unit's precision): Persian digits and decimal mark.
    if (/^-?\d+(\.\d+)?$/.test(value)) return toPersianDigits(value.replace('.', '\u066B'));
    return value;
  }
  if (Array.isArray(value)) return value.length ? joinList(value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : typeof v === 'number' ? number(v) : String(v)))) : null;
  if (typeof value === 'object' && field === 'address') return addressLine(value as Record<string, unknown>);
  return JSON.stringify(value);
}
