import { paymentMethodLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { orderEventText as e, orderShowText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { formatMoney, toPersianDigits } from '@pishkhan/common/text';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../app/format';
import type { OrderEvent } from './order.api';
import { orderStatusLabel } from './OrderStatusTag';

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const numOf = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);
const qty = (v: unknown) => toPersianDigits(numOf(v));
const methodLabel = (m: unknown) => paymentMethodLabels[str(m) as keyof typeof paymentMethodLabels] ?? str(m);

export interface EventView {
  text: string;
  /** Lines under the sentence: a note, the address before and after … */
  details: ReactNode[];
  color: 'blue' | 'green' | 'red' | 'gray';
}

/** One Persian sentence (and details) for a timeline event; unknown types still read as a change. */
export function describeEvent(ev: OrderEvent, unit: string | undefined): EventView {
  const d = ev.data ?? {};
  const money = (v: unknown) => formatMoney(numOf(v), unit);
  const details: ReactNode[] = [];
  let color: EventView['color'] = 'blue';
  let text: string;
  switch (ev.type) {
    case 'created':
      text = e.created;
      color = 'green';
      if (d.total !== undefined) details.push(e.createdTotal(money(d.total)));
      if (d.payment === 'unpaid') details.push(e.createdUnpaid);
      break;
    case 'status': {
      const to = str(d.to);
      text = d.from ? e.status(orderStatusLabel(str(d.from)), orderStatusLabel(to)) : e.statusTo(orderStatusLabel(to));
      color = to === 'canceled' || to === 'failed' ? 'red' : to === 'delivered' ? 'green' : 'blue';
      if (d.note) details.push(str(d.note));
      break;
    }
    case 'item_added':
      text = e.item_added(str(d.title), qty(d.quantity));
      break;
    case 'item_removed':
      text = e.item_removed(str(d.title));
      color = 'red';
      break;
    case 'item_quantity':
      text = e.item_quantity(str(d.title), qty(d.from), qty(d.to));
      break;
    case 'address':
      text = e.address;
      if (d.from) details.push(`${e.before}: ${str(d.from)}`);
      if (d.to) details.push(`${e.after}: ${str(d.to)}`);
      break;
    case 'shipping':
      text = e.shipping(str(d.from) || e.nothing, str(d.to) || e.nothing);
      if (d.amount_from !== undefined || d.amount_to !== undefined) details.push(e.shippingAmount(money(d.amount_from), money(d.amount_to)));
      break;
    case 'discount':
      text = e.discount(money(d.from), money(d.to));
      break;
    case 'note':
      text = e.note;
      color = 'gray';
      if (d.text) details.push(str(d.text));
      break;
    case 'payment':
      text = e.payment(money(d.amount), methodLabel(d.method));
      color = 'green';
      break;
    case 'refund':
      text = !d.method || d.method === 'wallet' ? e.refund(money(d.amount)) : e.refundBy(money(d.amount), methodLabel(d.method));
      color = 'red';
      break;
    case 'tracking':
      text = d.code ? e.tracking(str(d.code)) : e.trackingCleared;
      break;
    case 'return': {
      const id = qty(d.return_id);
      text = d.status === 'returned' ? e.returnDone(id, money(d.refunded)) : d.status === 'canceled' ? e.returnCanceled(id) : e.returnRequested(id, money(d.amount));
      color = d.status === 'canceled' ? 'gray' : 'red';
      if (Array.isArray(d.lines)) for (const l of d.lines as { title?: unknown; quantity?: unknown }[]) details.push(e.returnLine(str(l.title), qty(l.quantity)));
      break;
    }
    default:
      text = e.other;
      color = 'gray';
  }
  const delta = numOf(d.amount_delta);
  if (delta > 0) details.push(e.totalUp(money(delta)));
  else if (delta < 0) details.push(e.totalDown(money(-delta)));
  return { text, details, color };
}

/**
 * The order's history, newest first: a Persian sentence per event, who did it and when (Jalali). A
 * list with a coloured dot and a line per event (orders.css), the look of antd's Timeline without its
 * code (which brings the whole Steps component).
 */
export function OrderTimeline({ events, unit }: { events: OrderEvent[]; unit: string | undefined }) {
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noEvents} />;
  return (
    <ol className="pk-order-timeline">
      {events.map((ev) => {
        const v = describeEvent(ev, unit);
        return (
          <li key={ev.id} className={`pk-timeline-item pk-timeline-item--${v.color}`} data-testid={`event-${ev.id}`}>
            <div className="pk-event-text">{v.text}</div>
            {v.details.map((x, i) => (
              <div key={i} className="pk-event-detail">
                {x}
              </div>
            ))}
            <div className="pk-muted">
              {ev.admin ? e.by(ev.admin.name) : e.system} · <span className="pk-nowrap">{formatDateTime(ev.created_at)}</span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
