import { orderShowText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { shippingRuleLabels } from '@pishkhan/common/i18n/fa/shipping-labels';
import { formatMoney } from '@pishkhan/common/text';
import { Typography } from 'antd';
import { formatDate } from '../../../app/format';
import { type ShippingQuote } from './order.api';

/** A quoted method for a radio list: its cost (or free), or why it cannot ship here; the earliest delivery. */
export function QuoteLabel({ q, unit }: { q: ShippingQuote; unit: string | undefined }) {
  return (
    <span className="pk-quote">
      <span className="pk-quote-name">{q.name}</span>
      {q.available ? (
        <strong className="pk-nowrap">{q.cost ? formatMoney(q.cost, unit) : t.free}</strong>
      ) : (
        <Typography.Text type="secondary">{shippingRuleLabels[(q.reason ?? 'not_served') as keyof typeof shippingRuleLabels] ?? shippingRuleLabels.not_served}</Typography.Text>
      )}
      {q.available && q.earliest_delivery ? <span className="pk-muted">{t.earliest(formatDate(q.earliest_delivery + 'T12:00:00Z'))}</span> : null}
    </span>
  );
}
