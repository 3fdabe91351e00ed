import { crudText as t } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney } from '@pishkhan/common/text';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { faDigits, formatDateTime } from '../../app/format';
import type { ListColumn } from './ListPage';

/**
 * The header of a column that shows only icons or buttons (delete a line, edit): its name is read by
 * screen readers and not shown, so the header is never empty.
 */
export const HiddenTitle = ({ children }: { children: ReactNode }) => <span className="pk-visually-hidden">{children}</span>;

/** A left-to-right island inside RTL text: usernames, codes, mobiles, URLs. */
export const Ltr = ({ children }: { children: ReactNode }) => (
  <bdi dir="ltr" className="pk-ltr">
    {children}
  </bdi>
);

export const StatusTag = ({ value }: { value: boolean | number | null | undefined }) =>
  value ? <Tag color="green">{t.active}</Tag> : <Tag>{t.inactive}</Tag>;

export const YesNoTag = ({ value }: { value: boolean | null | undefined }) =>
  value ? <Tag color="blue">{t.yes}</Tag> : <Tag>{t.no}</Tag>;

/** The `status` column: active / inactive, sortable. */
export function statusColumn<T>(key = 'status', title: string = t.status): ListColumn<T> {
  return { key, dataIndex: key, title, width: 110, sortKey: key, render: (v: boolean) => <StatusTag value={v} /> };
}

/** A Jalali date-time column (created_at by default), sortable. */
export function dateColumn<T>(key = 'created_at', title: string = t.createdAt): ListColumn<T> {
  return {
    key,
    dataIndex: key,
    title,
    width: 190,
    sortKey: key,
    render: (v: string | null) => (v ? <span className="pk-nowrap">{formatDateTime(v)}</span> : t.none),
  };
}

/** A text column rendered left-to-right. */
export function ltrColumn<T>(key: string, title: string, opts: Partial<ListColumn<T>> = {}): ListColumn<T> {
  return { key, dataIndex: key, title, render: (v: string | null) => (v ? <Ltr>{v}</Ltr> : t.none), ...opts };
}

/** The row number column (`id`): Persian digits, sortable. */
export function idColumn<T>(title: string): ListColumn<T> {
  return { key: 'id', title, dataIndex: 'id', sortKey: 'id', width: 80, render: (v: number) => faDigits(v) };
}

/** An amount in the shop's unit (Toman), on one line; `strong` for the row's main figure. Sortable unless `sortKey: undefined`. */
export function moneyColumn<T>(key: string, title: string, unit: string | undefined, opts: Partial<ListColumn<T>> & { strong?: boolean } = {}): ListColumn<T> {
  const { strong, ...rest } = opts;
  const Box = strong ? 'strong' : 'span';
  return { key, title, dataIndex: key, sortKey: key, render: (v: number) => <Box className="pk-nowrap">{formatMoney(v, unit)}</Box>, ...rest };
}

/** A status badge: the row's label, in the colour its value has in `colors` (grey for one not there). */
export const StatusBadge = ({ value, label, colors }: { value: string; label: ReactNode; colors: Record<string, string> }) => (
  <Tag color={colors[value] ?? 'default'}>{label}</Tag>
);

/** A customer's name, linked to the customer's page for whoever may read customers. */
export const CustomerLink = ({ id, canRead, children }: { id: number; canRead: boolean; children: ReactNode }) =>
  canRead ? <Link to={`/customers/show/${id}`}>{children}</Link> : <>{children}</>;

/** A row's customer as lists carry it. */
export interface CustomerRef {
  id: number;
  full_name: string | null;
  mobile: string;
}

/**
 * The row's customer (`customer`): `name` of it, linked for whoever may read customers (`canRead`);
 * `mobileBelow` adds the mobile under a customer who has a name. «—» without a customer.
 */
export function customerColumn<T extends { customer?: CustomerRef | null }>(
  title: string,
  opts: { canRead: boolean; name: (c: CustomerRef) => ReactNode; mobileBelow?: boolean },
): ListColumn<T> {
  const cell = (c: CustomerRef) => (
    <CustomerLink id={c.id} canRead={opts.canRead}>
      {opts.name(c)}
    </CustomerLink>
  );
  return {
    key: 'customer',
    title,
    render: (_: unknown, r: T) =>
      !r.customer ? (
        t.none
      ) : opts.mobileBelow ? (
        <div>
          {cell(r.customer)}
          {r.customer.full_name ? (
            <div className="pk-muted">
              <bdi dir="ltr">{r.customer.mobile}</bdi>
            </div>
          ) : null}
        </div>
      ) : (
        cell(r.customer)
      ),
  };
}

/** Who did it: an admin's name (or username, left to right), or «the system» muted when no admin. */
export const AdminName = ({ admin, system }: { admin: { name: string | null; username: string } | null | undefined; system: string }) =>
  admin ? <>{admin.name || <Ltr>{admin.username}</Ltr>}</> : <Typography.Text type="secondary">{system}</Typography.Text>;

export const statusOptions = [
  { value: 'true', label: t.active },
  { value: 'false', label: t.inactive },
];
