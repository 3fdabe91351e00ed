import { orderStatusLabels } from '@pishkhan/common/i18n/fa/order-labels';
import type { OrderStatus } from '@pishkhan/common/order';
import { Tag } from 'antd';

/** One colour per order status: waiting gold, new blue, in progress cyan, sent green, received geek-blue, reserved purple, canceled grey, failed red. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  wait_for_payment: 'gold',
  new: 'blue',
  in_progress: 'cyan',
  delivered: 'green',
  received: 'geekblue',
  reserved: 'purple',
  canceled: 'default',
  failed: 'red',
};

export const orderStatusLabel = (s: string): string => orderStatusLabels[s as OrderStatus] ?? s;

export function OrderStatusTag({ status, label }: { status: string; label?: string | undefined }) {
  return (
    <Tag color={ORDER_STATUS_COLORS[status as OrderStatus] ?? 'default'} className="pk-order-status">
      {label ?? orderStatusLabel(status)}
    </Tag>
  );
}
