import ExcelJS from 'exceljs';
import { shippingExcelMessage, type ShippingExcelMessageKey } from '@pishkhan/common/i18n/fa/shipping-excel-labels';
import {
  checkBarcode,
  cleanPostalCode,
  cleanText,
  excelDateToJalali,
  headerCurrency,
  isHeaderRow,
  mapHeaderRow,
  parseJalaliDateTime,
  parseSheetAmount,
  POST_SHEET_LAYOUTS,
  type PostSheetColumns,
} from '@pishkhan/common/shipping-excel';
import { AppError } from '../../../lib/errors';

/** At most this many rows of data per file. */
export const IMPORT_MAX_ROWS = 5_000;
/** How far down the header row is looked for. */
const HEADER_SCAN_ROWS = 30;

export interface SheetIssue {
  row: number;
  reason: string;
}
/** One row of the post office's sheet, read and cleaned. */
export interface PostSheetRow {
  row: number;
  barcode: string;
  receiverName: string | null;
  senderName: string | null;
  destination: string | null;
  registerDate: string | null;
  registeredAt: Date | null;
  referenceNumber: string | null;
  specialServices: string | null;
  price: number | null;
  postalCode: string | null;
  note: string | null;
}

const refuse = (key: ShippingExcelMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(422, key, shippingExcelMessage(key, params), { file: shippingExcelMessage(key, params) });

type Cell = string | number | Date | null;

/** A cell's value as text, number or date: rich text joined, a formula's result, a link's text. */
function cellValue(v: ExcelJS.CellValue | undefined): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || v instanceof Date) return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'object') {
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('formula' in v || 'sharedFormula' in v) return cellValue((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('text' in v) return cellValue((v as ExcelJS.CellHyperlinkValue).text as ExcelJS.CellValue);
  }
  return null;
}
const asText = (c: Cell): string | null => (c === null ? null : c instanceof Date ? c.toISOString() : String(c));

/** Refuses what is not an .xlsx workbook (zip magic bytes, then exceljs itself) with a Persian 422. */
export async function loadWorkbook(buf: Buffer): Promise<ExcelJS.Workbook> {
  if (buf.length >= 4 && buf[0] === 0xd0 && buf[1] === 0xcf && buf[2] === 0x11 && buf[3] === 0xe0) throw refuse('old_excel');
  if (buf.length < 4 || buf[0] !== 0x50 || buf[1] !== 0x4b || buf[2] !== 0x03 || buf[3] !== 0x04) throw refuse('not_excel');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw refuse('unreadable');
  }
  if (!wb.worksheets.length) throw refuse('not_excel');
  return wb;
}

function rowCells(ws: ExcelJS.Worksheet, r: number, width: number): Cell[] {
  const row = ws.getRow(r);
  const out: Cell[] = [];
  for (let c = 1; c <= width; c++) out.push(cellValue(row.getCell(c).value));
  return out;
}

/** The header row and its columns, or the fixed layout whose date column holds Jalali dates. */
function findColumns(ws: ExcelJS.Worksheet, width: number): { headerRow: number; cols: PostSheetColumns; headers: (string | null)[] } {
  const last = Math.min(ws.rowCount, HEADER_SCAN_ROWS);
  for (let r = 1; r <= last; r++) {
    const texts = rowCells(ws, r, width).map(asText);
    const cols = mapHeaderRow(texts);
    if (isHeaderRow(cols)) return { headerRow: r, cols, headers: texts };
  }
  const score = (cols: PostSheetColumns) => {
    let n = 0;
    for (let r = 1; r <= Math.min(ws.rowCount, 200); r++) {
      const v = cellValue(ws.getRow(r).getCell(cols.register_date!).value);
      if (v instanceof Date || (typeof v === 'string' && parseJalaliDateTime(v))) n++;
    }
    return n;
  };
  const cols = score(POST_SHEET_LAYOUTS.r1) > score(POST_SHEET_LAYOUTS.r2) ? POST_SHEET_LAYOUTS.r1 : POST_SHEET_LAYOUTS.r2;
  return { headerRow: 0, cols, headers: [] };
}

/**
 * Reads Iran Post's tracking sheet: the first worksheet with a header row (else the first one,
 * read by the fixed column letters). Blank rows are passed over; a row whose barcode is missing
 * or not a positive number is reported with its row number and reason, never fatal. Leading rows
 * without a barcode in a sheet without a header row are its title and are passed over too.
 * `factor` converts the price to the shop's unit when the price header names another currency.
 */
export function readPostSheet(wb: ExcelJS.Workbook, shopCurrency: string): { rows: PostSheetRow[]; skipped: SheetIssue[]; warnings: SheetIssue[] } {
  const sheets = wb.worksheets.filter((w) => w.rowCount > 0);
  if (!sheets.length) throw refuse('no_rows');
  let chosen: { ws: ExcelJS.Worksheet; width: number; found: ReturnType<typeof findColumns> } | null = null;
  for (const ws of sheets) {
    const width = Math.max(ws.columnCount, ws.actualColumnCount, 20);
    const found = findColumns(ws, width);
    if (found.headerRow || !chosen) chosen = { ws, width, found };
    if (found.headerRow) break;
  }
  const { ws, width, found } = chosen!;
  const { cols, headerRow, headers } = found;
  if (!cols.barcode) throw refuse('no_barcode_column');

  const priceCurrency = cols.price ? headerCurrency(headers[cols.price - 1]) : null;
  const factor = priceCurrency === 'rial' && shopCurrency === 'toman' ? 0.1 : priceCurrency === 'toman' && shopCurrency === 'rial' ? 10 : 1;

  const rows: PostSheetRow[] = [];
  const skipped: SheetIssue[] = [];
  const warnings: SheetIssue[] = [];
  let seenData = headerRow > 0;
  let dataRows = 0;
  for (let r = headerRow + 1; r <= ws.rowCount; r++) {
    const cells = rowCells(ws, r, width);
    if (cells.every((c) => c === null || (typeof c === 'string' && !c.trim()))) continue;
    const at = (f: keyof PostSheetColumns) => (cols[f] ? cells[cols[f]! - 1] ?? null : null);
    const text = (f: keyof PostSheetColumns, max: number) => cleanText(asText(at(f)), max);
    const rawBarcode = at('barcode');
    const bc = checkBarcode(rawBarcode instanceof Date ? null : rawBarcode);
    if (!bc.ok && !seenData) continue;
    seenData = true;
    if (++dataRows > IMPORT_MAX_ROWS) throw refuse('too_many_rows', { max: IMPORT_MAX_ROWS });
    if (!bc.ok) {
      skipped.push({ row: r, reason: shippingExcelMessage(bc.reason, { value: cleanText(asText(rawBarcode), 40) ?? '', max: 40 }) });
      continue;
    }

    const dateCell = at('register_date');
    let registerDate: string | null = null;
    let registeredAt: Date | null = null;
    if (dateCell instanceof Date) {
      const j = excelDateToJalali(dateCell);
      registerDate = j?.text ?? null;
      registeredAt = j?.at ?? null;
    } else if (dateCell !== null) {
      registerDate = cleanText(String(dateCell), 64);
      registeredAt = parseJalaliDateTime(registerDate);
    }

    const rawPrice = at('price');
    let price = parseSheetAmount(rawPrice instanceof Date ? null : rawPrice);
    if (price === null) {
      warnings.push({ row: r, reason: shippingExcelMessage('price_invalid', { value: cleanText(asText(rawPrice), 40) ?? '' }) });
      price = undefined;
    }
    rows.push({
      row: r,
      barcode: bc.barcode,
      receiverName: text('receiver', 191),
      senderName: text('sender', 191),
      destination: text('destination', 191),
      registerDate,
      registeredAt,
      referenceNumber: text('reference', 64),
      specialServices: text('services', 500),
      price: price === undefined ? null : Math.round(price * factor),
      postalCode: cleanPostalCode(asText(at('postal_code'))),
      note: text('note', 1000),
    });
  }
  return { rows, skipped, warnings };
}
