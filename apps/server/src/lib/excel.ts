import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { spreadsheetText } from '@pishkhan/common/i18n/fa/spreadsheet';
import { jalaliDate, jalaliDateTime, tehranClock, tehranWallClock } from '@pishkhan/common/tehran-time';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
  /**
   * money: `#,##0`. text: kept as text (leading zeros of cards, Sheba, codes).
   * date (an instant): two columns, the Jalali date-time in Tehran time as text («1405/09/02 23:34», ASCII digits,
   * sorts as text) and beside it a true date cell holding the same Tehran wall clock, for sorting and date formulas.
   * day (a calendar day `YYYY-MM-DD` or an instant): the Jalali date as text («1370/05/12»).
   */
  kind?: 'money' | 'text' | 'date' | 'day';
}

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const sortableKey = (key: string) => `${key}__date`;
/** Jalali text (Latin digits, so laid out left to right) lines up with its header at the start of a right-to-left sheet. */
const START: Partial<ExcelJS.Alignment> = { horizontal: 'right' };

/** The columns as written: a `date` column is followed by its true-date column. */
export function expand(columns: SheetColumn[]): Partial<ExcelJS.Column>[] {
  return columns.flatMap((c): Partial<ExcelJS.Column>[] => {
    const width = c.width ?? 16;
    if (c.kind === 'date')
      return [
        { header: c.header, key: c.key, width: Math.max(width, 17), style: { numFmt: '@', alignment: START } },
        { header: spreadsheetText.sortableDate(c.header), key: sortableKey(c.key), width: Math.max(width, 28), style: { numFmt: DATE_FORMAT } },
      ];
    if (c.kind === 'day') return [{ header: c.header, key: c.key, width: Math.max(width, 11), style: { numFmt: '@', alignment: START } }];
    return [{ header: c.header, key: c.key, width, ...(c.kind === 'money' ? { style: { numFmt: '#,##0' } } : c.kind === 'text' ? { style: { numFmt: '@' } } : {}) }];
  });
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** A row's values as written: dates as Jalali text (plus the Tehran wall-clock date cell for `date`). */
export function rowValues(columns: SheetColumn[], r: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...r };
  for (const c of columns) {
    const v = r[c.key];
    if (c.kind === 'date') {
      out[c.key] = isEmpty(v) ? null : jalaliDateTime(v as Date | string);
      out[sortableKey(c.key)] = isEmpty(v) ? null : tehranWallClock(v as Date | string);
    } else if (c.kind === 'day') out[c.key] = isEmpty(v) ? null : jalaliDate(v as Date | string);
  }
  return out;
}

/** Adds one right-to-left sheet with a bold, frozen header row; every export goes through here. */
export function addSheet(wb: ExcelJS.Workbook, sheet: string, columns: SheetColumn[], rows: Iterable<Record<string, unknown>>): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(sheet, { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
  ws.columns = expand(columns);
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(rowValues(columns, r));
  return ws;
}

/** Today in Tehran as `YYYYMMDD` (Gregorian, ASCII), for file names. */
export function fileStamp(now = new Date()): string {
  const c = tehranClock(now);
  return `${c.y}${String(c.m).padStart(2, '0')}${String(c.d).padStart(2, '0')}`;
}

/** Sends a workbook as an .xlsx download named `<file>-<Tehran day>.xlsx`. */
export async function sendWorkbook(reply: FastifyReply, file: string, wb: ExcelJS.Workbook, headers: Record<string, string> = {}) {
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('content-disposition', `attachment; filename="${file}-${fileStamp()}.xlsx"`);
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  return reply.send(buf);
}

/** Sends rows as an .xlsx download: one right-to-left sheet, bold frozen header row, Jalali dates. */
export async function sendSheet(reply: FastifyReply, file: string, sheet: string, columns: SheetColumn[], rows: Record<string, unknown>[]) {
  const wb = new ExcelJS.Workbook();
  addSheet(wb, sheet, columns, rows);
  return sendWorkbook(reply, file, wb);
}

export const EXPORT_MAX_ROWS = 100_000;

/** The headers of an .xlsx download named `<file>-<Tehran day>.xlsx`. */
export const xlsxHeaders = (file: string): Record<string, string> => ({
  'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'content-disposition': `attachment; filename="${file}-${fileStamp()}.xlsx"`,
});

/**
 * Writes rows to an .xlsx file in bounded memory (exceljs's streaming writer: each row is written
 * out as it is added): the same sheet as addSheet — right to left, bold frozen header, Jalali dates,
 * numbers as numbers — and an optional bold last row (a report's totals). `rows` yields batches.
 */
export async function writeSheetFile(
  file: string,
  sheet: string,
  columns: SheetColumn[],
  rows: AsyncIterable<Record<string, unknown>[]>,
  footer?: () => Promise<Record<string, unknown> | null>,
): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: fs.createWriteStream(file), useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(sheet, { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
  ws.columns = expand(columns);
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let n = 0;
  for await (const batch of rows) {
    for (const r of batch) ws.addRow(rowValues(columns, r)).commit();
    n += batch.length;
  }
  const last = footer ? await footer() : null;
  if (last) {
    const row = ws.addRow(rowValues(columns, last));
    row.font = { bold: true };
    row.commit();
  }
  ws.commit();
  await wb.commit();
  return n;
}
