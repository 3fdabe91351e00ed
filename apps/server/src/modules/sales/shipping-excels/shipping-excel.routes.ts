import ExcelJS from 'exceljs';
import { asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { orderStatusLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { currencyLabels } from '@pishkhan/common/i18n/fa/system';
import { postExportHeaders as H, shippingExcelMessage } from '@pishkhan/common/i18n/fa/shipping-excel-labels';
import { isActiveStatus, ORDER_STATUSES, type OrderStatus } from '@pishkhan/common/order';
import { type ListQuery } from '@pishkhan/common/schemas/fields';
import { bulkIds } from '@pishkhan/common/schemas/platform.schema';
import { cleanFileName, toAsciiDigits } from '@pishkhan/common/text';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { EXPORT_MAX_ROWS, sendWorkbook } from '../../../lib/excel';
import { AppError, exportTooLarge, fieldError, notFound } from '../../../lib/errors';
import { allOf, boolParam, dateParam, intParam, searchCondition } from '../../../lib/list';
import { listRoute } from '../../../lib/list-route';
import { getSetting, shopDetails } from '../../system/settings/setting.service';
import { clearOrderCounts, orderFilters } from '../orders/order.routes';
import { orders } from '../orders/order.table';
import { importRows, orderWeights } from './shipping-excel.service';
import { loadWorkbook, readPostSheet } from './shipping-excel.sheet';
import { shippingExcels } from './shipping-excel.table';

const TAG = 'shipping-excels';
const PATH = '/api/admin/shipping-excels';
const FEATURE = { feature: 'shipping_excels' as const };
/** At most this many orders by `ids` in one export. */
export const EXPORT_MAX_IDS = 1_000;

type Row = typeof shippingExcels.$inferSelect;
const dateExpr = sql`coalesce(${shippingExcels.registeredAt}, ${shippingExcels.createdAt})`;
const SORTS = {
  id: shippingExcels.id,
  barcode: shippingExcels.barcode,
  receiver_name: shippingExcels.receiverName,
  destination: shippingExcels.destination,
  price: shippingExcels.price,
  registered_at: dateExpr,
  created_at: shippingExcels.createdAt,
};

/** The list's filters: search, Jalali range (as ISO instants) on the register date (else the import time), matched/unmatched, order. */
function listFilters(q: ListQuery & Record<string, unknown>): (SQL | undefined)[] {
  const from = dateParam(q.from);
  const to = dateParam(q.to);
  const matched = boolParam(q.matched);
  const orderId = intParam(q.order_id);
  return [
    searchCondition(shippingExcels.search, q.q),
    from ? sql`${dateExpr} >= ${from}` : undefined,
    to ? sql`${dateExpr} <= ${to}` : undefined,
    matched === undefined ? undefined : matched ? isNotNull(shippingExcels.orderId) : isNull(shippingExcels.orderId),
    orderId === undefined ? undefined : eq(shippingExcels.orderId, orderId),
  ];
}

async function present(ctx: Ctx, rows: Row[]) {
  const ids = [...new Set(rows.map((r) => r.orderId).filter((x): x is number => x !== null))];
  const found = ids.length ? await ctx.db.select({ id: orders.id, status: orders.status, code: orders.postTrackingCode }).from(orders).where(inArray(orders.id, ids)) : [];
  const byId = new Map(found.map((o) => [o.id, o]));
  return rows.map((r) => {
    const o = r.orderId ? byId.get(r.orderId) : undefined;
    return {
      id: r.id,
      title: r.title,
      barcode: r.barcode,
      receiver_name: r.receiverName,
      sender_name: r.senderName,
      destination: r.destination,
      register_date: r.registerDate,
      registered_at: r.registeredAt,
      reference_number: r.referenceNumber,
      special_services: r.specialServices,
      price: r.price,
      postal_code: r.postalCode,
      order_id: r.orderId,
      order: o ? { id: o.id, status: o.status, status_label: orderStatusLabels[o.status as OrderStatus] ?? o.status, post_tracking_code: o.code } : null,
      created_at: r.createdAt,
    };
  });
}

/** The sender of the parcels: the shop's details from the settings. */
async function senderInfo(db: Ctx['db']) {
  const s = await shopDetails(db);
  return { name: s.name ?? '', address: s.address ?? '', postal_code: s.postal_code ?? '', phone: s.phone ?? '' };
}

/** `ids=1,2,3` of the export (Persian digits accepted); 422 when malformed or too many. */
function exportIds(v: unknown): number[] | undefined {
  if (typeof v !== 'string' || !v.trim()) return undefined;
  const parts = toAsciiDigits(v).split(',').map((x) => x.trim()).filter(Boolean);
  const bad = () => fieldError(exportTooLarge(EXPORT_MAX_IDS, 'order'), 'ids');
  if (parts.length > EXPORT_MAX_IDS) throw bad();
  if (!parts.length || !parts.every((x) => /^\d{1,15}$/.test(x) && Number(x) > 0)) throw new AppError(422, 'skipped_not_found', shippingExcelMessage('skipped_not_found'), { ids: shippingExcelMessage('skipped_not_found') });
  return [...new Set(parts.map(Number))];
}

/**
 * Postal Excel (domain reference §3.22), behind the `shipping_excels` feature: the import of the
 * post office's tracking sheet (update_order), its rows (read_order, delete with update_order) and
 * the export of orders for booking their parcels at the post office (read_order).
 */
export async function shippingExcelRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;

  listRoute(app, db, {
    path: PATH,
    config: { permission: 'read_order', ...FEATURE },
    tag: TAG,
    filters: listFilters,
    sort: { keys: SORTS, fallback: '-id', persian: ['receiver_name', 'destination'] },
    rows: ({ where, order, limit, offset }) => db.select().from(shippingExcels).where(where).orderBy(...order).limit(limit).offset(offset),
    count: shippingExcels,
    present: (rows) => present(ctx, rows),
  });

  app.post(`${PATH}/import`, { config: { permission: 'update_order', ...FEATURE }, schema: { tags: [TAG], consumes: ['multipart/form-data'] } }, async (req) => {
    const required = () => new AppError(422, 'file_required', shippingExcelMessage('file_required'), { file: shippingExcelMessage('file_required') });
    if (!req.isMultipart()) throw required();
    const file = await req.file();
    if (!file) throw required();
    const buf = await file.toBuffer();
    const wb = await loadWorkbook(buf);
    const sheet = readPostSheet(wb, (await getSetting<string>(db, 'currency')) ?? 'toman');
    const title = cleanFileName(file.filename, 191) ?? 'sheet.xlsx';
    const report = await db.transaction((tx) => importRows(tx, actorOf(req), title, sheet));
    if (report.matched) clearOrderCounts();
    return { data: report };
  });

  app.get(
    `${PATH}/orders-export`,
    { config: { permission: 'read_order', ...FEATURE }, schema: { tags: [TAG], querystring: z.looseObject({ ids: z.string().max(20_000).optional() }) } },
    async (req, reply) => {
      const q = req.query as Record<string, unknown>;
      const ids = exportIds(q.ids);
      const status = typeof q.status === 'string' && q.status ? q.status : undefined;
      const where = ids
        ? inArray(orders.id, ids)
        : allOf([
            ...orderFilters(db, q),
            status ? ((ORDER_STATUSES as readonly string[]).includes(status) ? eq(orders.status, status) : sql`false`) : undefined,
            boolParam(q.without_tracking) ? isNull(orders.postTrackingCode) : undefined,
          ]);
      const list = await db
        .select({ id: orders.id, status: orders.status, address: orders.address, itemsQuantity: orders.itemsQuantity, totalAmount: orders.totalAmount })
        .from(orders)
        .where(where)
        .orderBy(asc(orders.id))
        .limit(EXPORT_MAX_ROWS + 1);
      if (list.length > EXPORT_MAX_ROWS) throw exportTooLarge(EXPORT_MAX_ROWS, 'order');

      const skipped: { id: number; status: string; reason: string }[] = [];
      const statusLabel = (s: string) => orderStatusLabels[s as OrderStatus] ?? s;
      const active = list.filter((o) => {
        if (!isActiveStatus(o.status)) skipped.push({ id: o.id, status: statusLabel(o.status), reason: shippingExcelMessage('skipped_not_active', { status: statusLabel(o.status) }) });
        else if (!o.address) skipped.push({ id: o.id, status: statusLabel(o.status), reason: shippingExcelMessage('no_address') });
        else return true;
        return false;
      });
      if (ids) {
        const seen = new Set(list.map((o) => o.id));
        for (const id of ids) if (!seen.has(id)) skipped.push({ id, status: '', reason: shippingExcelMessage('skipped_not_found') });
      }
      if (!active.length) throw new AppError(422, 'no_active_orders', shippingExcelMessage('no_active_orders'));

      const [shop, weights, currency] = await Promise.all([senderInfo(db), orderWeights(db, active.map((o) => o.id)), getSetting<string>(db, 'currency')]);
      const unit = currencyLabels[currency] ?? '';
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet(H.sheet, { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
      const text = { numFmt: '@' };
      ws.columns = [
        { header: H.receiver, key: 'receiver', width: 24 },
        { header: H.mobile, key: 'mobile', width: 14, style: text },
        { header: H.province, key: 'province', width: 14 },
        { header: H.city, key: 'city', width: 14 },
        { header: H.address, key: 'address', width: 50 },
        { header: H.postal_code, key: 'postal_code', width: 13, style: text },
        { header: H.order_id, key: 'order_id', width: 14, style: text },
        { header: H.items, key: 'items', width: 10 },
        { header: H.weight, key: 'weight', width: 10 },
        { header: unit ? `${H.value} (${unit})` : H.value, key: 'value', width: 16, style: { numFmt: '#,##0' } },
        { header: H.sender, key: 'sender', width: 20 },
        { header: H.sender_address, key: 'sender_address', width: 40 },
        { header: H.sender_postal_code, key: 'sender_postal_code', width: 13, style: text },
        { header: H.sender_phone, key: 'sender_phone', width: 14, style: text },
      ];
      ws.getRow(1).font = { bold: true };
      for (const o of active) {
        const a = o.address!;
        ws.addRow({
          receiver: `${a.first_name} ${a.last_name}`.trim(),
          mobile: a.mobile,
          province: a.province,
          city: a.city,
          address: [a.province, a.city, a.address].filter(Boolean).join(H.address_separator),
          postal_code: a.postal_code ?? '',
          order_id: String(o.id),
          items: o.itemsQuantity,
          weight: weights.get(o.id) ?? null,
          value: o.totalAmount,
          sender: shop.name,
          sender_address: shop.address,
          sender_postal_code: shop.postal_code,
          sender_phone: shop.phone,
        });
      }
      if (skipped.length) {
        const rs = wb.addWorksheet(H.report_sheet, { views: [{ rightToLeft: true }] });
        rs.columns = [{ width: 24 }, { width: 16 }, { width: 50 }];
        rs.addRow([H.report_exported, active.length]);
        rs.addRow([H.report_skipped, skipped.length]);
        rs.addRow([]);
        rs.addRow([H.report_order, H.report_status, H.report_reason]).font = { bold: true };
        for (const s of skipped) rs.addRow([s.id, s.status, s.reason]);
      }
      return sendWorkbook(reply, 'post-orders', wb, { 'x-exported-count': String(active.length), 'x-skipped-count': String(skipped.length) });
    },
  );

  const deleteRows = async (tx: Tx, ids: number[], req: FastifyRequest) => {
    const found = await tx.select().from(shippingExcels).where(inArray(shippingExcels.id, ids)).orderBy(asc(shippingExcels.id)).for('update');
    if (found.length !== ids.length) throw notFound();
    await tx.delete(shippingExcels).where(inArray(shippingExcels.id, ids));
    for (const row of found) await audit(tx, actorOf(req), { entity: 'shipping_excel', entityId: row.id, action: 'delete', before: row, after: null });
  };

  app.delete(`${PATH}/:id`, { config: { permission: 'update_order', ...FEATURE }, schema: { tags: [TAG], params: z.object({ id: z.string() }) } }, async (req, reply) => {
    const id = parseId(req.params.id);
    await db.transaction((tx) => deleteRows(tx, [id], req));
    return reply.status(204).send();
  });

  app.post(`${PATH}/bulk-delete`, { config: { permission: 'update_order', ...FEATURE }, schema: { tags: [TAG], body: bulkIds } }, async (req) => {
    const ids = [...new Set(req.body.ids)];
    await db.transaction((tx) => deleteRows(tx, ids, req));
    return { data: { deleted: ids.length } };
  });
}
