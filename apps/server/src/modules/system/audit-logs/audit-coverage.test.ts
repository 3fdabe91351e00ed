import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditRefOf, auditValueLabels, isMoneyField } from '@pishkhan/common/audit-present';
import { actionLabelsFa, entityLabels } from '@pishkhan/common/i18n/fa/labels';
import { RESOURCES } from '@pishkhan/common/resources/index';
import { SETTING_DEFS } from '@pishkhan/common/settings';
import { attributes } from '../../catalog/attributes/attribute.table';
import { brands } from '../../catalog/brands/brand.table';
import { categories } from '../../catalog/categories/category.table';
import { menuItems } from '../../content/menus/menu.table';
import { colors } from '../../catalog/colors/color.table';
import { productComments } from '../../catalog/comments/product-comment.table';
import { postComments } from '../../content/post-comments/post-comment.table';
import { gifts } from '../../catalog/gifts/gift.table';
import { products } from '../../catalog/products/product.table';
import { recommendationGroups } from '../../catalog/recommendations/recommendation.table';
import { productSets } from '../../catalog/sets/product-set.table';
import { sizeChartTypes } from '../../catalog/size-chart-types/size-chart-type.table';
import { sizeCharts } from '../../catalog/size-charts/size-chart.table';
import { specifications } from '../../catalog/specifications/specification.table';
import { units } from '../../catalog/units/unit.table';
import { addresses } from '../../people/addresses/address.table';
import { admins } from '../../people/admins/admin.table';
import { customerRoles } from '../../people/customer-roles/customer-role.table';
import { customers } from '../../people/customers/customer.table';
import { roles } from '../../people/roles/role.table';
import { sellers } from '../../people/sellers/seller.table';
import { contacts } from '../../content/contacts/contact.table';
import { tasks } from '../tasks/task.table';
import { redirects } from '../../content/redirects/redirect.table';
import { coupons } from '../../sales/coupons/coupon.table';
import { flashes } from '../../sales/flashes/flash.table';
import { orderReturns, orders } from '../../sales/orders/order.table';
import { shippingExcels } from '../../sales/shipping-excels/shipping-excel.table';
import { cities } from '../../shipping/cities/city.table';
import { provinces } from '../../shipping/provinces/province.table';
import { shippingMethods } from '../../shipping/shipping-methods/shipping-method.table';
import { miniOrders } from '../../shop/shop.table';
import { withdraws } from '../../wallet/withdraws/withdraw.table';
import { tableOfResource } from '../../../lib/resource-tables';
import { PRODUCT_READ_COLUMNS } from '../../catalog/products/product.save';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Whole rows are audited (before/after) for these entities: every column of the table can appear as a field. */
const ROW_TABLES: Record<string, Table | null> = {
  address: addresses,
  admin: admins,
  attribute: attributes,
  contact: contacts,
  task: tasks,
  brand: brands,
  category: categories,
  menu_item: menuItems,
  city: cities,
  color: colors,
  coupon: coupons,
  customer: customers,
  customer_role: customerRoles,
  flash: flashes,
  gift: gifts,
  media: null,
  mini_order: miniOrders,
  order: orders,
  order_return: orderReturns,
  payment: null,
  product: products,
  product_comment: productComments,
  post_comment: postComments,
  product_set: productSets,
  province: provinces,
  recommendation_group: recommendationGroups,
  redirect: redirects,
  role: roles,
  seller: sellers,
  setting: null,
  shipping_excel: shippingExcels,
  shipping_method: shippingMethods,
  size_chart: sizeCharts,
  size_chart_type: sizeChartTypes,
  specification: specifications,
  stock: null,
  unit: units,
  wallet: null,
  withdraw: withdraws,
};

// A resource definition's table is found by its name.
for (const r of RESOURCES) ROW_TABLES[r.name] ??= tableOfResource(r);

/** Change keys built in code rather than written as a literal in the audit call. */
const COMPUTED_KEYS: Record<string, string[]> = {
  product: ['variants', 'gift_ids'],
  category: ['attribute_ids', 'specification_ids', 'brand_ids', 'tree'],
  menu_item: ['tree'],
  shipping_method: ['provinces', 'cities', 'customer_roles'],
  specification: ['values', 'order'],
  attribute: ['values'],
  size_chart_type: ['values'],
  flash: ['order'],
  shipping_method_order: [],
  media: ['path', 'original_name'],
  setting: SETTING_DEFS.map((d) => d.name),
};

/** Bookkeeping columns the audit diff leaves out (lib/audit.ts) or that never change through the admin. */
const SKIPPED = new Set(['search', 'created_at', 'updated_at']);
/** Columns an entity's audit leaves out by design (kept by triggers, not edited). */
const NOT_AUDITED: Record<string, readonly string[]> = { product: PRODUCT_READ_COLUMNS };

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

/** Every entity the code audits, and the change keys written literally in its audit calls. */
function auditedInCode(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  // Resources of the registry are audited by the resource routes under their own name.
  for (const r of RESOURCES) out.set(r.name, new Set());
  for (const file of sources(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!/audit\(|auditRelated\(|crudRoutes|reorderRows/.test(text)) continue;
    for (const m of text.matchAll(/entity: '(\w+)'/g)) if (!out.has(m[1]!)) out.set(m[1]!, new Set());
    for (const m of text.matchAll(/audit\((?:[^;]*?)entity: '(\w+)'[^;]*?changes: \{([^;]*?)\}\s*\}\)/g)) {
      for (const k of m[2]!.matchAll(/(\w+): \[/g)) out.get(m[1]!)!.add(k[1]!);
    }
    for (const m of text.matchAll(/auditRelated\(tx, req, '(\w+)', [\w.!]+, \{([^}]*)\}/g)) {
      for (const k of m[2]!.matchAll(/(\w+): \[/g)) out.get(m[1]!)?.add(k[1]!) ?? out.set(m[1]!, new Set([k[1]!]));
    }
  }
  return out;
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
const ENUM_NAME = /(^|_)(status|type|gender|style|method|kind|state|direction|line_type|payment_method)$/;

describe('every audited entity and field reads in Persian', () => {
  const audited = auditedInCode();

  it('finds the audited entities in the code, each with a Persian name and known to this test', () => {
    expect(audited.size).toBeGreaterThan(25);
    for (const entity of audited.keys()) {
      expect(entityLabels[entity] ?? '', `entity «${entity}» has no Persian name`).toMatch(/[\u0600-\u06FF]/);
      expect(entity in ROW_TABLES, `entity «${entity}» is audited: add its table (or null) to ROW_TABLES`).toBe(true);
    }
  });

  it('names every audited action in Persian', () => {
    const actions = new Set<string>();
    for (const file of sources(SRC)) for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?<!frameguard: \{ )action: '(\w+)'/g)) actions.add(m[1]!);
    expect(actions.size).toBeGreaterThan(10);
    expect([...actions].filter((a) => !/[\u0600-\u06FF]/.test(actionLabelsFa[a] ?? ''))).toEqual([]);
  });

  const fieldsOf = (entity: string) => {
    const table = ROW_TABLES[entity];
    const columns = table ? Object.values(getTableColumns(table)) : [];
    const fields = new Map<string, { dataType?: string; enumValues?: string[] }>();
    for (const c of columns) {
      const name = snake(c.name);
      if (!SKIPPED.has(name) && !NOT_AUDITED[entity]?.includes(name)) fields.set(name, { dataType: c.dataType, ...(c.enumValues ? { enumValues: c.enumValues } : {}) });
    }
    for (const k of [...(audited.get(entity) ?? []), ...(COMPUTED_KEYS[entity] ?? [])]) if (!fields.has(k)) fields.set(k, {});
    return fields;
  };

  it('labels every field of every audited entity (no «other field»)', () => {
    const missing: string[] = [];
    for (const entity of audited.keys()) {
      for (const field of fieldsOf(entity).keys()) {
        const label = auditFieldLabel(entity, field);
        if (!label || !/[\u0600-\u06FF]/.test(label)) missing.push(`${entity}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // Ids of rows elsewhere (Instagram's), not references to rows of this shop.
  // Ids of another system (Instagram, the queue's own job) or of a background task (shown by its status, not a name).
  const FOREIGN_IDS = new Set(['instagram_post.external_id', 'setting.instagram_account_id', 'setting.zarinpal_merchant_id', 'task.job_id', 'contact.answer_task_id', 'newsletter.task_id']);

  it('shows a coded value (status, type, method…) by its Persian label, and a reference (…_id) by the name it points to', () => {
    const raw: string[] = [];
    const unresolved: string[] = [];
    for (const entity of audited.keys()) {
      for (const [field, col] of fieldsOf(entity)) {
        if (col.dataType === 'boolean') continue;
        if (ENUM_NAME.test(field) && col.dataType !== 'number') {
          const values = auditValueLabels(entity, field);
          if (!values) raw.push(`${entity}.${field}`);
          else for (const v of Object.values(values)) if (!/[\u0600-\u06FF]/.test(v)) raw.push(`${entity}.${field}=${v}`);
        }
        if (/_ids?$/.test(field) && !FOREIGN_IDS.has(`${entity}.${field}`) && !auditRefOf(entity, field)) unresolved.push(`${entity}.${field}`);
      }
    }
    expect(raw).toEqual([]);
    expect(unresolved).toEqual([]);
  });

  it('knows the money fields of orders, sales, wallets and products', () => {
    for (const [entity, field] of [
      ['order', 'total_amount'],
      ['order', 'paid_amount'],
      ['order', 'shipping_amount'],
      ['product', 'price'],
      ['product', 'min_price'],
      ['mini_order', 'total'],
      ['wallet', 'balance'],
      ['withdraw', 'amount'],
      ['coupon', 'min_order_amount'],
    ] as const)
      expect(isMoneyField(entity, field), `${entity}.${field}`).toBe(true);
    expect(isMoneyField('product', 'stock_total')).toBe(false);
    expect(isMoneyField('unit', 'precision')).toBe(false);
  });
});
