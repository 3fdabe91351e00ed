import { productReportText as t } from '../i18n/fa/reports';
import { measuresOf, sortKeysOf, type ReportColumn, type ReportSortOf } from './columns';

/** The products report's columns, one row per product (docs/reports.md). */
export const PRODUCT_REPORT_COLUMNS = [
  { key: 'title', label: t.columns.title, kind: 'text', sortable: true, width: 40 },
  { key: 'quantity', label: t.columns.quantity, kind: 'count', hint: t.definitions.quantity, sortable: true, width: 14 },
  { key: 'amount', label: t.columns.amount, kind: 'money', hint: t.definitions.amount, sortable: true, width: 18 },
  { key: 'refunds', label: t.columns.refunds, kind: 'money', hint: t.definitions.refunds, sortable: true, width: 18 },
  { key: 'net', label: t.columns.net, kind: 'money', hint: t.definitions.net, sortable: true, width: 18 },
] as const satisfies readonly ReportColumn[];

export const PRODUCT_REPORT_SORTS = sortKeysOf(PRODUCT_REPORT_COLUMNS);
export type ProductReportSort = ReportSortOf<typeof PRODUCT_REPORT_COLUMNS>;

/** The report's totals (above the table and in its totals row). */
export const PRODUCT_REPORT_TOTALS = measuresOf(PRODUCT_REPORT_COLUMNS, ['quantity', 'amount', 'refunds', 'net'] as const);
export type ProductReportTotal = (typeof PRODUCT_REPORT_TOTALS)[number]['key'];

/** A row of the report (one page of them in the answer). */
export interface ProductReportRow {
  id: number;
  title: string;
  quantity: number;
  amount: number;
  refunds: number;
  net: number;
}
