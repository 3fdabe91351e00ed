import { customerReportText as t } from '../i18n/fa/reports';
import { measuresOf, sortKeysOf, type ReportColumn, type ReportMeasure, type ReportSortOf } from './columns';

/**
 * The customers report's columns, one row per customer (docs/reports.md). The screen shows the
 * province and city of the latest address in one column (`place`), the sheet in two.
 */
export const CUSTOMER_REPORT_COLUMNS = [
  { key: 'name', label: t.columns.name, kind: 'text', sortable: true, width: 28 },
  { key: 'mobile', label: t.columns.mobile, kind: 'text', width: 14 },
  { key: 'place', label: t.place, kind: 'text', hint: t.definitions.location, only: 'table' },
  { key: 'province', label: t.columns.province, kind: 'text', width: 16, only: 'sheet' },
  { key: 'city', label: t.columns.city, kind: 'text', width: 16, only: 'sheet' },
  { key: 'orders', label: t.columns.orders, kind: 'count', hint: t.definitions.orders, sortable: true, width: 12 },
  { key: 'spent', label: t.columns.spent, kind: 'money', hint: t.definitions.spent, sortable: true, width: 18 },
  { key: 'items', label: t.columns.items, kind: 'count', hint: t.definitions.items, sortable: true, width: 12 },
  { key: 'last_order_at', label: t.columns.last_order_at, kind: 'date', hint: t.definitions.last_order_at, sortable: true, width: 20 },
] as const satisfies readonly ReportColumn[];

export const CUSTOMER_REPORT_SORTS = sortKeysOf(CUSTOMER_REPORT_COLUMNS);
export type CustomerReportSort = ReportSortOf<typeof CUSTOMER_REPORT_COLUMNS>;

/** The report's totals: the customers listed, then their figures. */
export const CUSTOMER_REPORT_TOTALS = [
  { key: 'customers', label: t.customers, kind: 'count' } satisfies ReportMeasure<'customers'>,
  ...measuresOf(CUSTOMER_REPORT_COLUMNS, ['orders', 'spent', 'items'] as const),
];
export type CustomerReportTotal = (typeof CUSTOMER_REPORT_TOTALS)[number]['key'];

/** A row of the report (one page of them in the answer). */
export interface CustomerReportRow {
  id: number;
  name: string;
  mobile: string;
  province: string | null;
  city: string | null;
  orders: number;
  spent: number;
  items: number;
  last_order_at: string;
}
