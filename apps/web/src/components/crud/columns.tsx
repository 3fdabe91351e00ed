import { crudText as t } from '@pishkhan/common/i18n/fa/ui';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../app/format';
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

export const statusOptions = [
  { value: 'true', label: t.active },
  { value: 'false', label: t.inactive },
];
