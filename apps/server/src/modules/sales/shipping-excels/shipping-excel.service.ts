import { and, asc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { orderStatusLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { listSeparator, shippingExcelMessage } from '@pishkhan/common/i18n/fa/shipping-excel-labels';
import { ACTIVE_ORDER_STATUSES, isActiveStatus, type OrderStatus } from '@pishkhan/common/order';
import { nameKey, orderNumberIn } from '@pishkhan/common/shipping-excel';
import { toPersianDigits } from '@pishkhan/common/text';
import type { DbOrTx, Tx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { products, variants } from '../../catalog/products/product.table';
import { orderEvents, orderItems, orders, type AddressSnapshot } from '../orders/order.table';
import type { PostSheetRow, SheetIssue } from './shipping-excel.sheet';
import { shippingExcels } from './shipping-excel.table';

/** Orders matched by receiver and postal code must be this recent (days). */
export const MATCH_WINDOW_DAYS = 60;

export interface ImportReport {
  imported: number;
  matched: number;
  skipped: SheetIssue[];
  /** Rows imported, but with a note: a price that is not a number, an order not changed and why. */
  warnings: SheetIssue[];
}

interface OrderPick {
  id: number;
  status: string;
  postTrackingCode: string | null;
  address: AddressSnapshot | null;
}
const pick = { id: orders.id, status: orders.status, postTrackingCode: orders.postTrackingCode, address: orders.address };

const receiverMatches = (receiver: string | null, a: AddressSnapshot | null) => {
  const r = nameKey(receiver);
  const first = nameKey(a?.first_name);
  const last = nameKey(a?.last_name);
  return !!r && !!first && !!last && r.includes(first) && r.includes(last);
};

/**
 * Sets an order's post tracking code from the post office's sheet, with its timeline event and
 * audit entry, in the caller's transaction. The order must be locked by the caller.
 */
export async function setPostTrackingCode(tx: Tx, actor: Actor, order: OrderPick, code: string) {
  await tx.update(orders).set({ postTrackingCode: code, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, type: 'tracking', data: { code }, adminId: actor.adminId });
  await audit(tx, actor, { entity: 'order', entityId: order.id, action: 'update', changes: { post_tracking_code: [order.postTrackingCode, code] } });
}

/**
 * Stores the rows of one sheet and matches them to orders, in one transaction (the caller's):
 * 1. a row whose barcode is already stored, or came earlier in the file, is skipped;
 * 2. an order number in the reference column (or in a note) names the order: it gets the code if it
 *    is active, has no other code, and the row's postal code (else the receiver's name) agrees;
 * 3. otherwise the receiver's postal code and name pick the one recent active order without a
 *    tracking code (two candidates: nothing is guessed, the row says so).
 * Orders are locked in id order before any change, so two imports never deadlock.
 */
export async function importRows(tx: Tx, actor: Actor, title: string, sheet: { rows: PostSheetRow[]; skipped: SheetIssue[]; warnings: SheetIssue[] }): Promise<ImportReport> {
  const skipped = [...sheet.skipped];
  const warnings = [...sheet.warnings];
  const warn = (row: number, reason: string) => warnings.push({ row, reason });

  // 1. duplicates
  const firstRow = new Map<string, number>();
  const fresh: PostSheetRow[] = [];
  for (const r of sheet.rows) {
    const earlier = firstRow.get(r.barcode);
    if (earlier !== undefined) skipped.push({ row: r.row, reason: shippingExcelMessage('barcode_repeated', { value: r.barcode, row: earlier }) });
    else {
      firstRow.set(r.barcode, r.row);
      fresh.push(r);
    }
  }
  const stored = new Set<string>();
  for (let i = 0; i < fresh.length; i += 1000) {
    const chunk = fresh.slice(i, i + 1000).map((r) => r.barcode);
    for (const s of await tx.select({ barcode: shippingExcels.barcode }).from(shippingExcels).where(inArray(shippingExcels.barcode, chunk))) stored.add(s.barcode);
  }
  const rows = fresh.filter((r) => {
    if (!stored.has(r.barcode)) return true;
    skipped.push({ row: r.row, reason: shippingExcelMessage('barcode_exists', { value: r.barcode }) });
    return false;
  });

  // 2–3. the orders the rows may name, locked
  const numbers = new Map(rows.map((r) => [r.row, orderNumberIn(r.referenceNumber, r.note)]));
  const byNumberIds = [...new Set([...numbers.values()].filter((n): n is number => n !== null && Number.isSafeInteger(n)))];
  const postals = [...new Set(rows.filter((r) => r.postalCode && r.receiverName).map((r) => r.postalCode!))];
  const conds: SQL[] = [];
  if (byNumberIds.length) conds.push(inArray(orders.id, byNumberIds));
  if (postals.length)
    conds.push(
      and(
        inArray(orders.status, [...ACTIVE_ORDER_STATUSES]),
        isNull(orders.postTrackingCode),
        gte(orders.createdAt, sql`now() - make_interval(days => ${MATCH_WINDOW_DAYS})`),
        inArray(sql`${orders.address}->>'postal_code'`, postals),
      )!,
    );
  const found: OrderPick[] = conds.length
    ? await tx
        .select(pick)
        .from(orders)
        .where(conds.length === 1 ? conds[0] : sql`(${conds[0]}) or (${conds[1]})`)
        .orderBy(asc(orders.id))
        .for('update')
    : [];
  const byId = new Map(found.map((o) => [o.id, o]));
  const byPostal = new Map<string, OrderPick[]>();
  for (const o of found) {
    const pc = o.address?.postal_code;
    if (pc && postals.includes(pc)) byPostal.set(pc, [...(byPostal.get(pc) ?? []), o]);
  }

  let imported = 0;
  let matched = 0;
  const coded = new Map<number, string>();
  for (const r of rows) {
    let target: OrderPick | null = null;
    let setCode = false;
    const no = numbers.get(r.row) ?? null;
    const named = no !== null ? byId.get(no) : undefined;
    if (named) {
      const code = coded.get(named.id) ?? named.postTrackingCode;
      const statusLabel = orderStatusLabels[named.status as OrderStatus] ?? named.status;
      if (!isActiveStatus(named.status)) warn(r.row, shippingExcelMessage('order_inactive', { id: named.id, status: statusLabel }));
      else if (r.postalCode && named.address?.postal_code && r.postalCode !== named.address.postal_code) warn(r.row, shippingExcelMessage('order_postal_mismatch', { id: named.id }));
      else if (!(r.postalCode && named.address?.postal_code) && r.receiverName && named.address && !receiverMatches(r.receiverName, named.address))
        warn(r.row, shippingExcelMessage('order_receiver_mismatch', { id: named.id }));
      else if (code && code !== r.barcode) warn(r.row, shippingExcelMessage('order_has_code', { id: named.id, code }));
      else {
        target = named;
        setCode = code !== r.barcode;
      }
    } else {
      if (no !== null && r.referenceNumber) warn(r.row, shippingExcelMessage('order_not_found', { id: no }));
      if (r.postalCode && r.receiverName) {
        const candidates = (byPostal.get(r.postalCode) ?? []).filter((o) => !coded.has(o.id) && receiverMatches(r.receiverName, o.address));
        if (candidates.length === 1) {
          target = candidates[0]!;
          setCode = true;
        } else if (candidates.length > 1) warn(r.row, shippingExcelMessage('order_ambiguous', { ids: candidates.map((o) => toPersianDigits(o.id)).join(listSeparator) }));
      }
    }

    const [row] = await tx
      .insert(shippingExcels)
      .values({
        title,
        barcode: r.barcode,
        receiverName: r.receiverName,
        senderName: r.senderName,
        destination: r.destination,
        registerDate: r.registerDate,
        registeredAt: r.registeredAt,
        referenceNumber: r.referenceNumber,
        specialServices: r.specialServices,
        price: r.price,
        postalCode: r.postalCode,
        orderId: target?.id ?? null,
        adminId: actor.adminId,
      })
      .onConflictDoNothing({ target: shippingExcels.barcode })
      .returning({ id: shippingExcels.id });
    if (!row) {
      // Stored by another import since the check above.
      skipped.push({ row: r.row, reason: shippingExcelMessage('barcode_exists', { value: r.barcode }) });
      continue;
    }
    imported++;
    if (!target) continue;
    matched++;
    if (setCode) {
      await setPostTrackingCode(tx, actor, { ...target, postTrackingCode: coded.get(target.id) ?? target.postTrackingCode }, r.barcode);
      coded.set(target.id, r.barcode);
    }
  }

  await audit(tx, actor, { entity: 'shipping_excel', action: 'import', changes: { title: [null, title], imported: [null, imported], matched: [null, matched] } });
  const byRow = (a: SheetIssue, b: SheetIssue) => a.row - b.row;
  return { imported, matched, skipped: skipped.sort(byRow), warnings: warnings.sort(byRow) };
}

/** Per order: the weight in grams of its live lines (variant weight, else the product's), null when a line has none. */
export async function orderWeights(db: DbOrTx, ids: number[]): Promise<Map<number, number | null>> {
  if (!ids.length) return new Map();
  const w = sql`coalesce(${variants.weight}, ${products.weight})`;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      grams: sql<number | null>`sum(${orderItems.quantity} * ${w})`.mapWith((v) => (v === null ? null : Number(v))),
      complete: sql<boolean>`bool_and(${w} is not null)`,
    })
    .from(orderItems)
    .innerJoin(variants, eq(variants.id, orderItems.variantId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(inArray(orderItems.orderId, ids), eq(orderItems.status, true)))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((r) => [r.orderId, r.complete && r.grams !== null ? r.grams : null]));
}
