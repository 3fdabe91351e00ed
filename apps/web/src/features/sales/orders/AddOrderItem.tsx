import { PlusOutlined } from '@ant-design/icons';
import { orderCreateText, orderShowText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../app/api';
import { formatNumber } from '../../../app/format';
import { orderItemsApi, type Order, type VariantPick } from './order.api';
import { useOrderActions } from './useOrderActions';
import { variantLabel, VariantPrice, VariantSearch } from './VariantSearch';
import { NumberInput } from '../../../components/inputs/NumberInput';

/** Add a line: search a variant, set the quantity, add. */
export function AddItem({ order, unit }: { order: Order; unit: string | undefined }) {
  const { run } = useOrderActions(order.id);
  const [picked, setPicked] = useState<VariantPick | null>(null);
  const [quantity, setQuantity] = useState<number | null>(1);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!picked || !quantity) return;
    setBusy(true);
    const ok = await run(() => api.post(orderItemsApi(order.id), { variant_id: picked.variant_id, quantity }), t.itemAdded);
    setBusy(false);
    if (ok) {
      setPicked(null);
      setQuantity(1);
    }
  };
  return (
    <div className="pk-order-add-item" data-testid="add-item">
      <VariantSearch unit={unit} onPick={setPicked} disabled={busy} customerId={order.customer?.id} />
      {picked ? (
        <Typography.Text className="pk-order-picked">
          {variantLabel(picked)} <span className="pk-muted">
            <VariantPrice v={picked} unit={unit} /> · {orderCreateText.stock(formatNumber(picked.stock))}
          </span>
        </Typography.Text>
      ) : null}
      <NumberInput className="pk-order-qty" aria-label={t.quantity} min={1} maxDigits={6} value={quantity} onChange={setQuantity} disabled={busy} />
      <Button type="primary" icon={<PlusOutlined />} disabled={!picked || !quantity} loading={busy} onClick={() => void add()}>
        {t.add}
      </Button>
    </div>
  );
}
