import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
  /** Amount columns get the `#,##0` format; text columns keep leading zeros (card, Sheba, codes). */
  kind?: 'money' | 'text' | 'date';
}

/** Sends rows as an .xlsx download: one right-to-left sheet, bold frozen header row. */
export async function sendSheet(reply: FastifyReply, file: string, sheet: string, columns: SheetColumn[], rows: Record<string, unknown>[]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet, { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? 16,
    ...(c.kind === 'money' ? { style: { numFmt: '#,##0' } } : c.kind === 'text' ? { style: { numFmt: '@' } } : c.kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${file}-${stamp}.xlsx"`)
    .send(buf);
}

export const EXPORT_MAX_ROWS = 100_000;
