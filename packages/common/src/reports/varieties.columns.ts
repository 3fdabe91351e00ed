import { varietyReportText as t } from '../i18n/fa/reports';
import { measuresOf, sortKeysOf, type ReportColumn, type ReportSortOf } from './columns';

const figure = <K extends 'quantity' | 'amount' | 'refunds' | 'net' | 'stock_in' | 'stock_out' | 'stock'>(key: K, kind: 'count' | 'money') =>
  ({ key, label: t.columns[key], kind, hint: t.definitions[key], sortable: true, width: 14 }) as const;

/**
 * The varieties report's columns, one row per variant (docs/reports.md). The screen shows the
 * product and the variant in one column (sorted by the product's title, then the variant's), the
 * sheet in two.
 */
export const VARIETY_REPORT_COLUMNS = [
  { key: 'title', label: t.columns.product, kind: 'text', sortable: true, only: 'table' },
  { key: 'product_title', label: t.columns.product, kind: 'text', width: 36, only: 'sheet' },
  { key: 'title', label: t.columns.title, kind: 'text', width: 24, only: 'sheet' },
  { key: 'sku', label: t.columns.sku, kind: 'text', width: 14 },
  figure('quantity', 'count'),
  figure('amount', 'money'),
  figure('refunds', 'money'),
  figure('net', 'money'),
  figure('stock_in', 'count'),
  figure('stock_out', 'count'),
  figure('stock', 'count'),
] as const satisfies readonly ReportColumn[];

export const VARIETY_REPORT_SORTS = sortKeysOf(VARIETY_REPORT_COLUMNS);
export type VarietyReportSort = ReportSortOf<typeof VARIETY_REPORT_COLUMNS>;

/** The report's totals (the stock now is a figure per variant, not added up). */
export const VARIETY_REPORT_TOTALS = measuresOf(VARIETY_REPORT_COLUMNS, ['quantity', 'amount', 'refunds', 'net', 'stock_in', 'stock_out'] as const);
export type VarietyReportTotal = (typeof VARIETY_REPORT_TOTALS)[number]['key'];

/** A row of the report (one page of them in the answer). */
export interface VarietyReportRow {
  id: number;
  product_id: number;
  product_title: string;
  title: string;
  sku: string | null;
  quantity: number;
  amount: number;
  refunds: number;
  net: number;
  stock_in: number;
  stock_out: number;
  stock: number;
}
