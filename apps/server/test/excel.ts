import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { spreadsheetText } from '@pishkhan/common/i18n/fa/spreadsheet';

/** An instant a few minutes before midnight in Tehran (20:04 UTC + 3:30): the Tehran day is already 1405/09/02. */
export const NEAR_MIDNIGHT = '2026-11-23T20:04:00Z';
/** What every export shows for NEAR_MIDNIGHT: the Jalali date-time in Tehran time, and the Tehran wall clock of the true-date cell. */
export const NEAR_MIDNIGHT_JALALI = '1405/09/02 23:34';
export const NEAR_MIDNIGHT_WALL_CLOCK = '2026-11-23T23:34:00.000Z';

/** The first sheet of a downloaded workbook. */
export async function firstSheet(payload: Buffer | Uint8Array): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as any);
  return wb.worksheets[0]!;
}

/** The 1-based column of a header in row 1. */
export function columnOf(ws: ExcelJS.Worksheet, header: string): number {
  const values = ws.getRow(1).values as unknown[];
  const i = values.indexOf(header);
  expect(i, `column «${header}» in ${JSON.stringify(values)}`).toBeGreaterThan(0);
  return i;
}

/**
 * A date column holds the Jalali date-time text in Tehran time, and the next column (its header says it is the
 * Gregorian date in Tehran time) a true date cell with the Tehran wall clock.
 */
export function expectDateCells(ws: ExcelJS.Worksheet, header: string, row: number, jalali: string, wallClockIso: string) {
  const col = columnOf(ws, header);
  expect(ws.getRow(row).getCell(col).value).toBe(jalali);
  expect(ws.getRow(1).getCell(col + 1).value).toBe(spreadsheetText.sortableDate(header));
  const cell = ws.getRow(row).getCell(col + 1);
  expect(cell.value).toBeInstanceOf(Date);
  expect((cell.value as Date).toISOString()).toBe(wallClockIso);
  expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm');
}
