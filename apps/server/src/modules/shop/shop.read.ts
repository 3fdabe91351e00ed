/** Receipts as the sales list, the sale's page and the customer's history read them. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { SaleLineType, SaleStatus } from '@pishkhan/common/shop';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { admins } from '../people/admins/admin.table';
import { customerFullName } from '../people/customers/customer.service';
import { customers } from '../people/customers/customer.table';
import { soldLineView } from '../sales/pricing/pricing.service';
import { shopDetails } from '../system/settings/setting.service';
import { miniOrderItems, miniOrders, type MiniOrderRow } from './shop.table';
import { voidRefusal } from './shop.void';

export async function customerHasMiniOrders(db: DbOrTx, customerId: number): Promise<boolean> {
  const [r] = await db.select({ id: miniOrders.id }).from(miniOrders).where(eq(miniOrders.customerId, customerId)).limit(1);
  return !!r;
}

const who = (id: number | null, names: Map<number, { name: string | null; username: string }>) => {
  if (!id) return null;
  const a = names.get(id);
  return { id, name: a ? a.name || a.username : '' };
};

async function adminNames(db: DbOrTx, ids: (number | null)[]) {
  const list = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!list.length) return new Map<number, { name: string | null; username: string }>();
  const rows = await db.select({ id: admins.id, name: admins.name, username: admins.username }).from(admins).where(inArray(admins.id, list));
  return new Map(rows.map((r) => [r.id, r]));
}

async function customersById(db: DbOrTx, ids: (number | null)[]) {
  const list = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!list.length) return new Map<number, { id: number; name: string | null; mobile: string }>();
  const rows = await db.select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, mobile: customers.mobile }).from(customers).where(inArray(customers.id, list));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: customerFullName(r) || null, mobile: r.mobile }]));
}

/** A list row (also the head of the detail). */
function saleRow(o: MiniOrderRow, names: Map<number, { name: string | null; username: string }>, cs: Map<number, { id: number; name: string | null; mobile: string }>) {
  return {
    id: o.id,
    status: o.status as SaleStatus,
    created_at: o.createdAt,
    admin: who(o.adminId, names),
    customer: o.customerId ? (cs.get(o.customerId) ?? null) : null,
    lines_count: o.linesCount,
    sale_quantity: o.saleQuantity,
    return_quantity: o.returnQuantity,
    sales_amount: o.salesAmount,
    returns_amount: o.returnsAmount,
    lines_total: o.linesTotal,
    discount_amount: o.discountAmount,
    total: o.total,
    paid_cash: o.paidCash,
    paid_card: o.paidCard,
    paid_wallet: o.paidWallet,
  };
}

export async function saleRows(db: DbOrTx, rows: MiniOrderRow[]) {
  const [names, cs] = await Promise.all([adminNames(db, rows.map((r) => r.adminId)), customersById(db, rows.map((r) => r.customerId))]);
  return rows.map((o) => saleRow(o, names, cs));
}

/** One sale with its lines, payments, who sold and voided it, whether it may be voided now, and the shop's details for the receipt. */
export async function saleDetail(db: DbOrTx, id: number, perms: Set<string>) {
  // Two round trips: the receipt and its lines, then what they name (and whether it may be voided).
  const [[o], items] = await Promise.all([
    db.select().from(miniOrders).where(eq(miniOrders.id, id)),
    db.select().from(miniOrderItems).where(eq(miniOrderItems.miniOrderId, id)).orderBy(asc(miniOrderItems.id)),
  ]);
  if (!o) throw notFound();
  const [names, cs, shop, refusal] = await Promise.all([
    adminNames(db, [o.adminId, o.voidedBy]),
    customersById(db, [o.customerId]),
    receiptShop(db),
    o.status === 'completed' ? voidRefusal(db, o, items) : null,
  ]);
  return {
    ...saleRow(o, names, cs),
    lines: items.map((i) => ({
      id: i.id,
      type: i.type as SaleLineType,
      ...soldLineView(i),
      unit_price: i.unitPrice,
      list_price: i.listPrice,
      effective_price: i.effectivePrice,
      discount_source: i.discountSource,
      price_changed: i.unitPrice !== i.effectivePrice,
      line_total: i.unitPrice * i.quantity,
    })),
    card_tracking_code: o.cardTrackingCode,
    description: o.description,
    voided_at: o.voidedAt,
    voided_by: who(o.voidedBy, names),
    void_reason: o.voidReason,
    can_void: o.status === 'completed' && perms.has('void_mini_order') && refusal === null,
    void_refusal: refusal,
    shop,
  };
}

/** The shop's details printed on a receipt and on the day close. */
export async function receiptShop(db: DbOrTx) {
  const s = await shopDetails(db);
  return { name: s.name, phone: s.phone, address: s.address, postal_code: s.postal_code, economic_code: s.economic_code, logo_url: s.logo_url };
}
