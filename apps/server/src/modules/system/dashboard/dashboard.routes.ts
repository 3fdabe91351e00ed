import type { App, Ctx } from '../../../lib/app-types';
import { dashboardWidgets, loadDashboard } from '../../../lib/dashboard';

/**
 * GET /api/admin/dashboard (spec §7): every signed-in admin opens it; it answers the widgets the
 * modules registered that this admin may see, loaded in parallel (lib/dashboard).
 */
export async function dashboardRoutes(app: App, { db }: Ctx) {
  app.get('/api/admin/dashboard', { config: { authOnly: true }, schema: { tags: ['dashboard'] } }, async (req) => ({
    data: await loadDashboard(dashboardWidgets(app).values(), db, req, req.permissions ?? new Set()),
  }));
}
