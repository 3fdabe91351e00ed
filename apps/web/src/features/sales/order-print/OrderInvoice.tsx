import { paymentMethodLabels, orderStatusLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { printText as t } from '@pishkhan/common/i18n/fa/print-screens';
import { groupDigits, toPersianDigits } from '@pishkhan/common/text';
import { moneyInWords } from '@pishkhan/common/words';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../app/format';
import { Barcode } from '../../../components/print/Barcode';
import { variantPart } from '../orders/order.api';
import type { PrintOrder, PrintShop } from './order-print.api';

/** Persian digits for any printed text (addresses and phones may be typed with Latin digits). */
const fa = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : toPersianDigits(String(v)));
const money = (n: number): string => toPersianDigits(groupDigits(n));
/** A number that must keep its digit order inside Persian text (phones, postal codes). */
const Num = ({ children }: { children: string | number | null | undefined }) => <bdi className="pk-print-num">{fa(children)}</bdi>;

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'pk-print-field pk-print-field--wide' : 'pk-print-field'}>
      <span className="pk-print-field-label">{label}:</span> <span className="pk-print-field-value">{children || t.none}</span>
    </div>
  );
}

export const fullAddress = (a: PrintOrder['address']): string =>
  a ? fa([a.province, a.city, a.address].filter((s) => s && s.trim()).join(t.addressJoin)) : '';
const receiverName = (o: PrintOrder): string =>
  (o.address ? `${o.address.first_name} ${o.address.last_name}`.trim() : '') || o.customer?.name?.trim() || '';

function ShopHeader({ shop }: { shop: PrintShop }) {
  return (
    <div className="pk-print-shop">
      {shop.logo_url ? <img className="pk-print-logo" src={shop.logo_url} alt="" /> : null}
      <div>
        <div className="pk-print-shop-name">{shop.name}</div>
        {shop.address ? <div>{fa(shop.address)}</div> : null}
        <div className="pk-print-shop-meta">
          {shop.postal_code ? <span>{t.postalCode}: <Num>{shop.postal_code}</Num></span> : null}
          {shop.phone ? <span>{t.phone}: <Num>{shop.phone}</Num></span> : null}
          {shop.email ? <span dir="ltr" className="pk-print-ltr">{shop.email}</span> : null}
        </div>
      </div>
    </div>
  );
}

function Totals({ order: o, unit }: { order: PrintOrder; unit: string }) {
  const rows: [ReactNode, string][] = [
    [t.itemsTotal, money(o.total_items_amount)],
    [t.itemsDiscount, money(o.discount_on_items)],
  ];
  if (o.coupon || o.discount_on_coupon > 0) {
    // The code keeps its Latin letters and digits.
    const [before, after = ''] = t.coupon.split('{code}');
    const code = o.coupon ? <bdi dir="ltr" className="pk-print-ltr">{o.coupon.code}</bdi> : null;
    rows.push([<>{before}{code}{after}</>, money(o.discount_on_coupon)]);
  }
  if (o.discount_on_order > 0) rows.push([t.adminDiscount, money(o.discount_on_order)]);
  rows.push([t.shipping, o.shipping_amount > 0 ? money(o.shipping_amount) : t.free]);
  return (
    <div className="pk-print-totals">
      <table>
        <tbody>
          {rows.map(([label, value], i) => (
            <tr key={i}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
          <tr className="pk-print-grand">
            <th scope="row">{t.total}</th>
            <td data-testid="invoice-total">{money(o.total_amount)} {unit}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** One order: the invoice, then its address label, on a page (or pages) of its own. */
export function OrderInvoice({ order: o, shop, unit }: { order: PrintOrder; shop: PrintShop; unit: string }) {
  const items = o.items.filter((i) => i.status !== false);
  const a = o.address;
  const number = fa(o.id);
  const unitNote = unit ? ` (${unit})` : '';
  return (
    <section className="pk-print-sheet" data-testid="invoice" aria-label={`${t.invoice} ${number}`}>
      <header className="pk-print-head">
        <ShopHeader shop={shop} />
        <div className="pk-print-doc">
          <h1>{t.invoice}</h1>
          <div>{t.orderNumber}: <strong>{number}</strong></div>
          <div>{t.date}: {formatDateTime(o.created_at)}</div>
          <div>{t.status}: {o.status_label ?? orderStatusLabels[o.status]}</div>
        </div>
      </header>

      <div className="pk-print-box pk-print-fields">
        <Field label={t.customer}>{o.customer?.name?.trim() || receiverName(o)}</Field>
        <Field label={t.mobile}><Num>{a?.mobile || o.customer?.mobile}</Num></Field>
        <Field label={t.shippingMethod}>{o.shipping_method?.name}</Field>
        <Field label={t.address} wide>{fullAddress(a)}</Field>
        <Field label={t.postalCode}><Num>{a?.postal_code}</Num></Field>
        {o.delivered_at ? <Field label={t.deliveryDate}>{formatDate(o.delivered_at)}</Field> : null}
        {o.description ? <Field label={t.customerNote} wide>{fa(o.description)}</Field> : null}
      </div>

      <table className="pk-print-items">
        <thead>
          <tr>
            <th className="pk-print-c-row">{t.row}</th>
            <th className="pk-print-c-title">{t.product}</th>
            <th>{t.quantity}</th>
            <th>{t.unitPrice}{unitNote}</th>
            <th>{t.discount}{unitNote}</th>
            <th>{t.lineTotal}{unitNote}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i, n) => (
            <tr key={i.id}>
              <td className="pk-print-c-row">{fa(n + 1)}</td>
              <td className="pk-print-c-title">
                <div>{fa(i.title)}</div>
                {variantPart(i.title, i.variant_title) || i.sku ? (
                  <div className="pk-print-sub">
                    {variantPart(i.title, i.variant_title) ? fa(variantPart(i.title, i.variant_title)) : null}
                    {i.sku ? <span className="pk-print-sku">{t.sku}: <bdi dir="ltr" className="pk-print-ltr">{i.sku}</bdi></span> : null}
                  </div>
                ) : null}
              </td>
              <td>{fa(i.quantity)}</td>
              <td>{money(i.unit_price)}</td>
              <td>{i.unit_discount ? money(i.unit_discount * i.quantity) : fa(0)}</td>
              <td>{money(i.line_total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{t.sum}</td>
            <td>{fa(o.items_quantity)}</td>
            <td />
            <td>{money(o.discount_on_items)}</td>
            <td>{money(o.total_items_amount - o.discount_on_items)}</td>
          </tr>
        </tfoot>
      </table>

      <div className="pk-print-foot">
        <div className="pk-print-words">
          <div>
            <span className="pk-print-field-label">{t.inWords}</span> <strong data-testid="invoice-words">{moneyInWords(o.total_amount, unit)}</strong>
          </div>
          <div>
            {t.paymentMethod}: {o.payment_method ? paymentMethodLabels[o.payment_method] : t.none}
            {' — '}
            {t.paid}: {money(o.paid_amount)} {unit}
            {o.due_amount ? (
              <>
                {' — '}
                <strong data-testid="invoice-due">
                  {t.due}: {money(o.due_amount)} {unit}
                </strong>
              </>
            ) : null}
          </div>
        </div>
        <Totals order={o} unit={unit} />
      </div>

      <section className="pk-print-label" aria-label={t.label}>
        <div className="pk-print-label-to">
          <div className="pk-print-label-title">{t.receiver}</div>
          <div className="pk-print-label-name">{receiverName(o)}</div>
          <div>
            {t.mobile}: <Num>{a?.mobile || o.customer?.mobile}</Num>
            {a?.telephone ? <span className="pk-print-gap">{t.telephone}: <Num>{a.telephone}</Num></span> : null}
          </div>
          <div>{t.address}: {fullAddress(a)}</div>
          <div className="pk-print-label-postal">{t.postalCode}: <strong><Num>{a?.postal_code || t.none}</Num></strong></div>
        </div>
        <div className="pk-print-label-from">
          <div className="pk-print-label-title">{t.sender}</div>
          <div className="pk-print-label-shop">{shop.name}</div>
          {shop.address ? <div>{fa(shop.address)}</div> : null}
          {shop.postal_code ? <div>{t.postalCode}: <Num>{shop.postal_code}</Num></div> : null}
          {shop.phone ? <div>{t.phone}: <Num>{shop.phone}</Num></div> : null}
        </div>
        <div className="pk-print-label-code">
          <div>{t.orderNumber}: <strong>{number}</strong></div>
          <Barcode value={String(o.id)} className="pk-print-barcode" />
          <div className="pk-print-barcode-text">{number}</div>
          {o.shipping_method ? <div>{o.shipping_method.name}</div> : null}
          {o.post_tracking_code ? <div>{t.postTracking}: <Num>{o.post_tracking_code}</Num></div> : null}
        </div>
      </section>
    </section>
  );
}
