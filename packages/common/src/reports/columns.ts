/**
 * A report's columns, defined once for every layer: the server's sort whitelist and Excel sheet and
 * the admin screen's table read the same list (one file per report beside this one).
 */

/**
 * How a column's values read. text: as they are (kept as text in the sheet); count: a plain number;
 * money: an amount in the shop's unit (`#,##0` in the sheet); date: an instant, shown as the Jalali
 * date and time in Tehran (in the sheet also a true date cell beside it).
 */
export type ReportColumnKind = 'text' | 'count' | 'money' | 'date';

export interface ReportColumn<K extends string = string> {
  /** The row's field, and the sort key (`?sort=key`, `-key` descending) when sortable. */
  key: K;
  /** The header of the table and of the sheet. */
  label: string;
  kind: ReportColumnKind;
  /** The figure's definition (the tooltip of its header). */
  hint?: string;
  /** Whether the report sorts by it: in the server's sort whitelist, a sorting header on the screen. */
  sortable?: boolean;
  /** Its width in the Excel sheet, in characters (16 when absent). */
  width?: number;
  /** A column of the screen's table only, or of the sheet only; of both when absent. */
  only?: 'table' | 'sheet';
}

/** A figure of a period report (one column per measure, all sortable) or of a report's totals. */
export interface ReportMeasure<K extends string = string> {
  key: K;
  label: string;
  kind: 'count' | 'money';
  hint?: string;
}

/** The sort keys of a report's columns (in their order, each once). */
export type ReportSortOf<C extends readonly ReportColumn[]> = Extract<C[number], { sortable: true }>['key'];
export const sortKeysOf = <C extends readonly ReportColumn[]>(columns: C): readonly ReportSortOf<C>[] =>
  [...new Set(columns.filter((c) => c.sortable).map((c) => c.key))] as ReportSortOf<C>[];

/** The columns of the screen's table, or of the sheet, in their order. */
export const tableColumnsOf = <C extends ReportColumn>(columns: readonly C[]): C[] => columns.filter((c) => c.only !== 'sheet');
export const sheetColumnsOf = <C extends ReportColumn>(columns: readonly C[]): C[] => columns.filter((c) => c.only !== 'table');

/** The columns of the given keys as figures (a report's totals above its table), in the keys' order. */
export function measuresOf<C extends ReportColumn, K extends C['key']>(columns: readonly C[], keys: readonly K[]): ReportMeasure<K>[] {
  return keys.map((key) => {
    const c = columns.find((x) => x.key === key && x.only !== 'sheet') ?? columns.find((x) => x.key === key);
    if (!c || (c.kind !== 'count' && c.kind !== 'money')) throw new Error(`not a figure column: ${key}`);
    return { key, label: c.label, kind: c.kind, ...(c.hint ? { hint: c.hint } : {}) };
  });
}
