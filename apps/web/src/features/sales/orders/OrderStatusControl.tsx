import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import { orderShowText as t } from '@pishkhan/common/i18n/fa/order-screens';
import type { OrderStatus } from '@pishkhan/common/order';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { lazyPart } from '../../../components/crud/lazyPart';
import type { Order } from './order.api';
import { orderStatusLabel } from './OrderStatusTag';

// The dialog's form loads when a status is chosen.
const StatusDialog = lazyPart(() => import('./OrderStatusDialog').then((m) => m.StatusDialog));

/** The status-change button: a menu of only the statuses the server allows now; each opens a dialog that says what will happen. */
export function OrderStatusControl({ order }: { order: Order }) {
  const [to, setTo] = useState<OrderStatus | null>(null);
  const allowed = order.allowed_statuses ?? [];
  if (allowed.length === 0) return null;
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: allowed.map((s) => ({ key: s, label: orderStatusLabel(s) })),
          onClick: ({ key }) => setTo(key as OrderStatus),
        }}
      >
        <Button icon={<SwapOutlined />}>
          {t.changeStatus} <DownOutlined />
        </Button>
      </Dropdown>
      {to ? <StatusDialog order={order} to={to} onClose={() => setTo(null)} /> : null}
    </>
  );
}
