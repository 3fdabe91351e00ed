import ExcelJS from 'exceljs';
import { memberImportHeaderWords, memberImportText as T } from '@pishkhan/common/i18n/fa/newsletter-members';
import { faSearchKey, groupDigits, toPersianDigits } from '@pishkhan/common/text';
import { AppError } from '../../../lib/errors';

/** The most data rows one import file holds. */
export const IMPORT_MAX_ROWS = 100_000;

/** A file as read: its header row and its data rows (every cell as trimmed text; the row number as in the file). */
export interface Sheet {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

export const importRefusal = (message: string, code = 'import_file') => new AppError(422, code, message, { file: message });

/** Text of an Excel cell (formula results, rich text and links by their text; numbers as written). */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((p) => p.text).join('').trim();
    if ('text' in v) return cellText((v as ExcelJS.CellHyperlinkValue).text as ExcelJS.CellValue);
    if ('result' in v) return cellText((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  }
  return '';
}

async function readXlsx(buf: Buffer): Promise<Sheet> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw importRefusal(T.unreadable);
  }
  const ws = wb.worksheets[0];
  if (!ws) throw importRefusal(T.noRows);
  const width = Math.min(ws.columnCount, 50);
  const all: { row: number; cells: string[] }[] = [];
  ws.eachRow({ includeEmpty: false }, (row, n) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value));
    if (cells.some(Boolean)) all.push({ row: n, cells });
  });
  const [head, ...rows] = all;
  return { headers: head?.cells ?? [], rows };
}

/** UTF-8 (a BOM dropped), or Windows-1256 (Excel's "CSV" on a Persian Windows) when the bytes are not UTF-8. */
function decode(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1256').decode(buf);
  }
}

/** RFC 4180 fields (quotes, doubled quotes, line breaks inside quotes); the delimiter is the header line's most frequent of , ; tab. */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delim = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delim) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      out.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    out.push(row);
  }
  return out;
}

function readCsv(buf: Buffer): Sheet {
  const lines = parseCsv(decode(buf)).map((cells, i) => ({ row: i + 1, cells: cells.map((c) => c.trim()) }));
  const filled = lines.filter((l) => l.cells.some(Boolean));
  const [head, ...rows] = filled;
  return { headers: head?.cells ?? [], rows };
}

/** Reads an uploaded .xlsx or .csv (by its bytes, not its name); refuses other files with a Persian 422. */
export async function readSheet(buf: Buffer): Promise<Sheet> {
  if (buf.length >= 4 && buf[0] === 0xd0 && buf[1] === 0xcf && buf[2] === 0x11 && buf[3] === 0xe0) throw importRefusal(T.oldExcel);
  const zip = buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04;
  // Text only: a NUL byte in the first KB means some other binary file.
  if (!zip && buf.subarray(0, 1024).includes(0)) throw importRefusal(T.notSheet);
  const sheet = zip ? await readXlsx(buf) : readCsv(buf);
  if (!sheet.rows.length) throw importRefusal(T.noRows);
  if (sheet.rows.length > IMPORT_MAX_ROWS) throw importRefusal(T.tooManyRows(toPersianDigits(groupDigits(IMPORT_MAX_ROWS))));
  return sheet;
}

export interface Mapping {
  email: number | null;
  mobile: number | null;
  name: number | null;
}

/** The columns a header row most likely means (an exact word first, then a header containing one). */
export function guessMapping(headers: string[]): Mapping {
  const keys = headers.map((h) => faSearchKey(h).toLowerCase().trim());
  const taken = new Set<number>();
  const find = (words: string[]) => {
    const ws = words.map((w) => faSearchKey(w).toLowerCase());
    let i = keys.findIndex((k, n) => !taken.has(n) && ws.includes(k));
    if (i < 0) i = keys.findIndex((k, n) => !taken.has(n) && k !== '' && ws.some((w) => k.includes(w)));
    if (i >= 0) taken.add(i);
    return i >= 0 ? i : null;
  };
  const email = find(memberImportHeaderWords.email);
  const mobile = find(memberImportHeaderWords.mobile);
  const name = find(memberImportHeaderWords.name);
  return { email, mobile, name };
}
