import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { listQuery } from '@pishkhan/common/schemas/fields';
import type { App } from './app-types';
import { exportTooLarge } from './errors';
import { EXPORT_MAX_ROWS, type SheetColumn } from './excel';
import { excelExport } from './export-task';
import type { ListQ } from './list-route';
import type { AccessConfig } from './route-config';

/** One Excel export of a list: its rows under the list's filters, at most `max`, as one sheet. */
export interface ExportSpec<Q extends ListQ, R> {
  /**
   * Rows `offset`…`offset + limit − 1` under the list's filters, in the list's order (ties broken by
   * id, so pages never overlap). Small exports read one page; a queued one reads them in turn.
   */
  rows: (q: Q, limit: number, offset: number) => Promise<R[]>;
  /** The most rows one file holds (default EXPORT_MAX_ROWS). */
  max?: number;
  /** What a row of the export is (an entity name, e.g. `product`), named in the refusal past `max` (default: rows). */
  rowsAre?: string;
  /** File name (the Tehran day is added) and sheet name. */
  file: string;
  sheet: string;
  /** Columns: money, text, Jalali `date` (with a sortable date beside it) and `day` kinds (lib/excel). */
  columns: SheetColumn[];
  /** A row → the sheet's values by column key. */
  toRow: (r: R) => Record<string, unknown>;
}

export interface ExportRouteOptions<Q extends ListQ, R> extends ExportSpec<Q, R> {
  path: string;
  config: AccessConfig & { permission: string };
  tag: string;
  /** The query's schema (default: the shared list query, other parameters kept). */
  querystring?: z.ZodType;
}

/**
 * Registers GET `path` answering the list's Excel export under its permission (lib/export-task.ts):
 * the .xlsx at once when small, else a queued task (202 with its id); past `max` → 422.
 */
export function exportRoute<Q extends ListQ, R>(app: App, o: ExportRouteOptions<Q, R>) {
  const handler = excelExport<R>(app, {
    key: o.path,
    permission: o.config.permission,
    file: o.file,
    sheet: o.sheet,
    columns: o.columns,
    max: o.max,
    tooLarge: () => exportTooLarge(o.max ?? EXPORT_MAX_ROWS, o.rowsAre),
    open: async (q) => ({ rows: (offset, limit) => o.rows(q as Q, limit, offset) }),
    toRow: o.toRow,
  });
  app.get(o.path, { config: o.config, schema: { tags: [o.tag], querystring: o.querystring ?? listQuery.extend({}) } }, (req: FastifyRequest, reply) => handler(req, reply));
}
