import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { App } from './app-types';

/**
 * The dashboard's widgets (spec §7, GET /api/admin/dashboard): each module registers its own with
 * the permission that shows it (`'public'`: every signed-in admin), and the dashboard answers only
 * the widgets the admin may see, loaded in parallel, in one request: `data.widgets` lists their keys
 * in order and `data[key]` holds each one's figures. The dashboard itself imports no module; the web
 * app keeps a registry of widget components under the same keys.
 */
export interface DashboardWidget {
  key: string;
  /** A permission (any of a list), or 'public'. */
  permission: string | string[] | 'public';
  /** Place on the dashboard: lower first. */
  order: number;
  load: (db: Db, req: FastifyRequest) => Promise<unknown>;
}

const registries = new WeakMap<object, Map<string, DashboardWidget>>();

/** The widgets registered on this app (one registry per app instance). */
export function dashboardWidgets(app: App | FastifyRequest['server']): Map<string, DashboardWidget> {
  const key = app.server;
  let r = registries.get(key);
  if (!r) registries.set(key, (r = new Map()));
  return r;
}

/** Registers a module's widget; a key registered twice is a programming error. */
export function registerWidget(app: App, widget: DashboardWidget) {
  const r = dashboardWidgets(app);
  if (r.has(widget.key)) throw new Error(`Dashboard widget ${widget.key} is registered twice`);
  r.set(widget.key, widget);
}

/** Whether an admin holding `held` may see the widget. */
export function maySee(widget: DashboardWidget, held: ReadonlySet<string>): boolean {
  if (widget.permission === 'public') return true;
  const needed = ([] as string[]).concat(widget.permission).filter(Boolean);
  return needed.length > 0 && needed.some((p) => held.has(p));
}

/** The visible widgets' figures, loaded in parallel: `{ widgets: [keys…], [key]: figures }`. */
export async function loadDashboard(widgets: Iterable<DashboardWidget>, db: Db, req: FastifyRequest, held: ReadonlySet<string>) {
  const visible = [...widgets].filter((w) => maySee(w, held)).sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
  const loaded = await Promise.all(visible.map((w) => w.load(db, req)));
  const data: Record<string, unknown> = { widgets: visible.map((w) => w.key) };
  visible.forEach((w, i) => (data[w.key] = loaded[i]));
  return data;
}
