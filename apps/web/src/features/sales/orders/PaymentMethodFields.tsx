import { orderLabels as L, paymentMethodLabels } from '@pishkhan/common/i18n/fa/order-labels';
import type { PaymentMethod } from '@pishkhan/common/order';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';

/** Payment (or refund) methods as one button each. */
export const methodOptions = (methods: readonly PaymentMethod[]) => methods.map((m) => ({ value: m, label: paymentMethodLabels[m] }));

/** The tracking code of a card or cash payment or refund (a wallet move needs none): shown only for those. */
export function TrackingCodeField({ method }: { method: PaymentMethod | null | undefined }) {
  if (method !== 'card' && method !== 'cash') return null;
  return (
    <Form.Item name="tracking_code" label={L.tracking_code} rules={rules(L.tracking_code, 'max:100')}>
      <Input dir="ltr" autoComplete="off" maxLength={100} />
    </Form.Item>
  );
}
