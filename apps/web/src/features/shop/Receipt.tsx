import { receiptText as t } from '@pishkhan/common/i18n/fa/shop-screens';
import { groupDigits, toPersianDigits } from '@pishkhan/common/text';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../app/format';
import { Barcode } from '../../components/print/Barcode';
import type { ReceiptShop, Sale } from './shop.api';
import { variantPart } from '../sales/orders/order.api';

/** Persian digits for any printed text. */
export const fa = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : toPersianDigits(String(v)));
/**
 * An amount with Persian digits and grouping. A negative one is a left-to-right isolate (LRI … PDI)
 * so its minus stays at the digits' left inside Persian text, as Intl's fa-IR writes it.
 */
export const money = (n: number): string => (n < 0 ? `\u2066\u2212${toPersianDigits(groupDigits(-n))}\u2069` : toPersianDigits(groupDigits(n)));
/** Digits that must keep their order inside Persian text (phones, mobiles, codes). */
export const Num = ({ children }: { children: ReactNode }) => <bdi className="pk-rc-num">{typeof children === 'string' || typeof children === 'number' ? fa(children) : children}</bdi>;

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'pk-rc-row pk-rc-row--strong' : 'pk-rc-row'}>
      <span>{label}</span>
      <span className="pk-rc-amount">{value}</span>
    </div>
  );
}

/** Sales and returns of a sale, from its lines as saved (line totals are shown unsigned). */
export function lineSums(sale: Pick<Sale, 'lines'>): { sales: number; returns: number } {
  let sales = 0;
  let returns = 0;
  for (const l of sale.lines) {
    const v = Math.abs(l.line_total);
    if (l.type === 'return') returns += v;
    else sales += v;
  }
  return { sales, returns };
}

/**
 * The 80 mm thermal receipt of a saved sale (72 mm printable): shop, number, Jalali date and time,
 * cashier, customer, lines, discount, total, payments and a Code 128 barcode of the receipt number.
 */
export function Receipt({ sale: s, shop, unit }: { sale: Sale; shop: ReceiptShop | null; unit: string }) {
  const { sales, returns } = lineSums(s);
  const refund = s.total < 0;
  const pay = (n: number) => money(Math.abs(n));
  const customerName = s.customer ? s.customer.name?.trim() || '' : '';
  return (
    <article className="pk-receipt" data-testid="receipt" aria-label={`${t.title} ${fa(s.id)}`}>
      {shop?.name ? (
        <header className="pk-rc-shop">
          <div className="pk-rc-shop-name">{shop.name}</div>
          {shop.address ? <div>{fa(shop.address)}</div> : null}
          {shop.phone ? (
            <div>
              {t.phone}: <Num>{shop.phone}</Num>
            </div>
          ) : null}
        </header>
      ) : null}
      <div className="pk-rc-title">{t.title}</div>
      {s.status === 'voided' ? <div className="pk-rc-void">{t.voided}</div> : null}
      <div className="pk-rc-meta">
        <Row label={t.number} value={<strong data-testid="receipt-number">{fa(s.id)}</strong>} />
        <Row label={t.date} value={formatDateTime(s.created_at)} />
        {s.admin?.name ? <Row label={t.cashier} value={s.admin.name} /> : null}
        {s.customer ? (
          <Row
            label={t.customer}
            value={
              <>
                {customerName ? `${customerName} ` : ''}
                <Num>{s.customer.mobile}</Num>
              </>
            }
          />
        ) : null}
      </div>
      <ol className="pk-rc-lines">
        {s.lines.map((l) => (
          <li key={l.id} className={l.type === 'return' ? 'pk-rc-line pk-rc-line--return' : 'pk-rc-line'}>
            <div className="pk-rc-line-title">
              {l.type === 'return' ? <span className="pk-rc-tag">{t.returnTag}</span> : null}
              {l.title}
              {variantPart(l.title, l.variant_title) ? ` — ${variantPart(l.title, l.variant_title)}` : ''}
            </div>
            <div className="pk-rc-row">
              <span>
                {fa(l.quantity)} {t.times} {money(l.unit_price)}
              </span>
              <span className="pk-rc-amount">{l.type === 'return' ? money(-Math.abs(l.line_total)) : money(Math.abs(l.line_total))}</span>
            </div>
          </li>
        ))}
      </ol>
      <div className="pk-rc-totals">
        {returns > 0 ? <Row label={t.salesSum} value={money(sales)} /> : null}
        {returns > 0 ? <Row label={t.returnsSum} value={money(-returns)} /> : null}
        {s.discount_amount > 0 ? <Row label={t.discount} value={money(-s.discount_amount)} /> : null}
        <Row strong label={refund ? t.refundTotal : t.total} value={<span data-testid="receipt-total">{`${pay(s.total)}${unit ? ` ${unit}` : ''}`}</span>} />
      </div>
      <div className="pk-rc-pay">
        {s.paid_cash ? <Row label={t.cash} value={pay(s.paid_cash)} /> : null}
        {s.paid_card ? (
          <Row
            label={
              <>
                {t.card}
                {s.card_tracking_code ? (
                  <>
                    {' '}({t.tracking}: <Num>{s.card_tracking_code}</Num>)
                  </>
                ) : null}
              </>
            }
            value={pay(s.paid_card)}
          />
        ) : null}
        {s.paid_wallet ? <Row label={t.wallet} value={pay(s.paid_wallet)} /> : null}
      </div>
      <footer className="pk-rc-foot">
        <Barcode value={String(s.id)} heightMm={10} className="pk-rc-barcode" />
        <div className="pk-rc-barcode-text">{fa(s.id)}</div>
        <div>{t.thanks}</div>
      </footer>
    </article>
  );
}
