import { shopPaymentLabels } from '@pishkhan/common/i18n/fa/shop-labels';
import { shopHomeText as t } from '@pishkhan/common/i18n/fa/shop-screens';
import { formatDate, formatDateTime } from '../../app/format';
import { fromIsoDate } from '../../components/inputs/jalali/config';
import { fa, money } from './Receipt';
import type { DayClose, DayCloseFigures, ReceiptShop } from './shop.api';

/** The figures of a day close, as label / value rows (counts and amounts). */
export function dayCloseRows(d: DayCloseFigures, unit: string): [string, string, 'count' | 'money'][] {
  const m = (n: number) => `${money(n)}${unit ? ` ${unit}` : ''}`;
  return [
    [t.total, m(d.total), 'money'],
    [shopPaymentLabels.cash, m(d.cash), 'money'],
    [shopPaymentLabels.card, m(d.card), 'money'],
    [shopPaymentLabels.wallet, m(d.wallet), 'money'],
    [t.salesCount, fa(d.sales_count), 'count'],
    [t.grossSales, m(d.gross_sales), 'money'],
    [t.returns, m(-Math.abs(d.returns)), 'money'],
    [t.discounts, m(-Math.abs(d.discounts)), 'money'],
    [t.returnsCount, fa(d.returns_count), 'count'],
    [t.voidedCount, fa(d.voided_count), 'count'],
  ];
}

/** The day as a Jalali date, from the Tehran calendar date `yyyy-mm-dd`. */
export const jalaliDay = (date: string) => formatDate(fromIsoDate(date));

/** The printed day close (80 mm roll or A4): day, cashier, figures and, for all cashiers on A4, one row per cashier. */
export function DayCloseSheet({ data, shop, unit, wide }: { data: DayClose; shop: ReceiptShop | null; unit: string; wide: boolean }) {
  return (
    <article className="pk-dc" data-testid="day-close-sheet">
      {shop?.name ? <div className="pk-rc-shop-name" style={{ textAlign: 'center' }}>{shop.name}</div> : null}
      <div className="pk-rc-title">{t.dayCloseTitle}</div>
      <div className="pk-rc-meta">
        <div className="pk-rc-row">
          <span>{t.day}</span>
          <strong>{jalaliDay(data.date)}</strong>
        </div>
        <div className="pk-rc-row">
          <span>{t.cashier}</span>
          <span>{data.admin?.name ?? t.allCashiers}</span>
        </div>
        <div className="pk-rc-row">
          <span>{t.printedAt}</span>
          <span>{formatDateTime(new Date())}</span>
        </div>
      </div>
      <table className="pk-dc-table">
        <tbody>
          {dayCloseRows(data, unit).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="pk-dc-n">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {wide && !data.admin && data.by_admin.length > 0 ? (
        <table className="pk-dc-table">
          <thead>
            <tr>
              <th>{t.cashier}</th>
              <th>{t.salesCount}</th>
              <th>{t.total}</th>
              <th>{shopPaymentLabels.cash}</th>
              <th>{shopPaymentLabels.card}</th>
              <th>{shopPaymentLabels.wallet}</th>
            </tr>
          </thead>
          <tbody>
            {data.by_admin.map((a, i) => (
              <tr key={a.admin?.id ?? `x${i}`}>
                <td>{a.admin?.name ?? ''}</td>
                <td className="pk-dc-n">{fa(a.sales_count)}</td>
                <td className="pk-dc-n">{money(a.total)}</td>
                <td className="pk-dc-n">{money(a.cash)}</td>
                <td className="pk-dc-n">{money(a.card)}</td>
                <td className="pk-dc-n">{money(a.wallet)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}
