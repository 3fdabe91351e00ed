import { saleStatusLabels } from '@pishkhan/common/i18n/fa/shop-labels';
import { Tag } from 'antd';
import type { SaleRow } from './shop.api';

/** A sale's state as a tag: completed in green, voided in red (the list and the sale's page). */
export function SaleStatusTag({ status }: { status: SaleRow['status'] }) {
  return <Tag color={status === 'voided' ? 'red' : 'green'}>{saleStatusLabels[status]}</Tag>;
}
