import { couponLabels as L, couponStateLabels, couponTypeLabels } from '@pishkhan/common/i18n/fa/coupon-labels';
import { couponText as t } from '@pishkhan/common/i18n/fa/coupon-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney, toPersianDigits } from '@pishkhan/common/text';
import { Tag } from 'antd';
import { useSession } from '../../../app/session';
import { dateColumn, ListPage, Ltr, standardBulk, statusColumn, statusOptions, type ListColumn } from '../../../components/crud';
import { COUPONS_API, type Coupon } from './coupon.api';

const STATE_COLORS = { active: 'green', scheduled: 'blue', expired: 'default' } as const;
const stateOptions = Object.entries(couponStateLabels).map(([value, label]) => ({ value, label }));

/** "10%" (Persian digits) for a percentage, the amount with the shop's unit for a fixed coupon. */
const couponAmount = (c: Pick<Coupon, 'type' | 'amount'>, unit: string) =>
  c.type === 'percentage' ? `${toPersianDigits(c.amount)}${t.percentSuffix}` : formatMoney(c.amount, unit);

const columns = (unit: string): ListColumn<Coupon>[] => [
  { key: 'code', title: L.code, dataIndex: 'code', sortKey: 'code', render: (v: string) => <Ltr>{v}</Ltr> },
  { key: 'title', title: L.title, dataIndex: 'title', sortKey: 'title' },
  { key: 'type', title: L.type, dataIndex: 'type', render: (v: Coupon['type']) => couponTypeLabels[v] },
  { key: 'amount', title: L.amount, dataIndex: 'amount', sortKey: 'amount', render: (_: number, r: Coupon) => <span className="pk-nowrap">{couponAmount(r, unit)}</span> },
  dateColumn<Coupon>('starts_at', L.starts_at),
  dateColumn<Coupon>('ends_at', L.ends_at),
  { key: 'state', title: t.state, dataIndex: 'state', render: (v: Coupon['state']) => <Tag color={STATE_COLORS[v]}>{couponStateLabels[v]}</Tag> },
  {
    key: 'used_count',
    title: L.used_count,
    dataIndex: 'used_count',
    render: (v: number, r: Coupon) =>
      t.usedOf.replace('{used}', toPersianDigits(v)).replace('{limit}', r.usage_limit === null ? t.unlimited : toPersianDigits(r.usage_limit)),
  },
  statusColumn<Coupon>(),
];
const bulk = standardBulk<Coupon>(COUPONS_API, 'coupon');

/** /admin/coupon — search (code, title), status/state/type filters, sort, create/edit/delete. */
export default function CouponListPage() {
  const { home } = useSession();
  return (
    <ListPage<Coupon>
      title={t.title}
      apiPath={COUPONS_API}
      permission="coupon"
      basePath="/coupon"
      columns={columns(home.unit_label ?? '')}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      filters={[
        { name: 'state', label: t.state, options: stateOptions },
        { name: 'status', label: crudText.status, options: statusOptions },
      ]}
      bulkActions={bulk}
      rowName={(r) => r.code}
    />
  );
}
