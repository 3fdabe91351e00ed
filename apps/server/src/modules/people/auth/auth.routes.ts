import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { loginBody, profileUpdate } from '@pishkhan/common/schemas/platform.schema';
import { labels } from '@pishkhan/common/i18n/fa/labels';
import { currencyLabels } from '@pishkhan/common/i18n/fa/system';
import type { z } from 'zod';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { registerWidget } from '../../../lib/dashboard';
import { duplicate, isUniqueViolation, tooMany, unauthenticated, validation, faMessage } from '../../../lib/errors';
import { AUTH_COOKIE } from '../../../plugins/access';
import { pendingProductComments } from '../../catalog/comments/product-comment.routes';
import { pendingPostComments } from '../../content/post-comments/post-comment.routes';
import { homeNotifications } from '../../system/notifications/notification.service';
import { featureState, getSetting, settingGroups } from '../../system/settings/setting.service';
import { admins } from '../admins/admin.table';
import { presentAdmin } from '../admins/admin.present';
import { roles } from '../roles/role.table';
import {
  burnPasswordCheck,
  clearFailures,
  createSession,
  effectivePermissions,
  hashPassword,
  recordFailure,
  revokeOtherSessions,
  revokeSession,
  throttleWait,
  verifyPassword,
} from './auth.service';
import { sessionCacheOf } from './session-cache';
import { adminSessions } from './session.table';

/** Sign-in, sign-out, profile, home (session state) and the dashboard's welcome and sessions widgets. */
export async function authRoutes(app: App, { db }: Ctx) {
  const cookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure });

  app.post('/api/admin/login', { config: { public: true }, schema: { tags: ['auth'], body: loginBody } }, async (req, reply) => {
    const { username, password } = req.body as z.infer<typeof loginBody>;
    const ip = req.ip || 'unknown';
    const freeFailures = await getSetting<number>(db, 'login_max_failures');
    const wait = await throttleWait(db, username, ip, freeFailures);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw tooMany();
    }
    const rows = await db
      .select({ admin: admins, role: roles })
      .from(admins)
      .innerJoin(roles, eq(roles.id, admins.roleId))
      .where(sql`lower(${admins.username}) = lower(${username})`)
      .limit(1);
    const found = rows[0];
    const ok = found ? await verifyPassword(found.admin.passwordHash, password) : (await burnPasswordCheck(password), false);
    // A disabled account answers like a wrong password, so the answer never confirms a password.
    if (!found || !ok || !found.admin.status) {
      await recordFailure(db, username, ip);
      throw unauthenticated('bad_credentials');
    }
    await clearFailures(db, username, ip);
    const token = await createSession(db, found.admin.id, ip, req.headers['user-agent'] ?? null);
    await db.transaction(async (tx) => {
      await tx.update(admins).set({ lastLoginAt: sql`now()` }).where(eq(admins.id, found.admin.id));
      await audit(tx, { adminId: found.admin.id, ip }, { entity: 'admin', entityId: found.admin.id, action: 'login', changes: {} });
    });
    reply.setCookie(AUTH_COOKIE, token, cookieOptions(req.protocol === 'https'));
    return { data: { token, admin: presentAdmin(found.admin, found.role) } };
  });

  app.post('/api/admin/logout', { config: { authOnly: true }, schema: { tags: ['auth'] } }, async (req, reply) => {
    await revokeSession(db, req.sessionId!);
    sessionCacheOf(req.server.server).invalidate(`session:${req.sessionId}`);
    await audit(db, actorOf(req), { entity: 'admin', entityId: req.admin!.id, action: 'logout', changes: {} });
    reply.clearCookie(AUTH_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  const me = async (id: number) => {
    const [r] = await db.select({ admin: admins, role: roles }).from(admins).innerJoin(roles, eq(roles.id, admins.roleId)).where(eq(admins.id, id));
    return presentAdmin(r!.admin, r!.role);
  };

  app.get('/api/admin/profile', { config: { authOnly: true }, schema: { tags: ['auth'] } }, async (req) => ({ data: { user: await me(req.admin!.id) } }));
  // Spec §7: POST admin/profile answers data.user (the session's admin).
  app.post('/api/admin/profile', { config: { authOnly: true }, schema: { tags: ['auth'] } }, async (req) => ({ data: { user: await me(req.admin!.id) } }));

  app.patch('/api/admin/profile', { config: { authOnly: true }, schema: { tags: ['auth'], body: profileUpdate } }, async (req) => {
    const b = req.body as z.infer<typeof profileUpdate>;
    const admin = req.admin!;
    const values: Record<string, unknown> = {};
    if (b.name !== undefined) values.name = b.name;
    if (b.email !== undefined) values.email = b.email;
    if (b.mobile !== undefined) values.mobile = b.mobile;
    if (b.password !== undefined) {
      if (!b.current_password) throw validation({ current_password: faMessage('current_password_required') });
      if (!(await verifyPassword(admin.passwordHash, b.current_password))) throw validation({ current_password: faMessage('wrong_current_password') });
      values.passwordHash = await hashPassword(b.password);
      values.passwordChangedAt = sql`now()`;
    }
    try {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(admins).where(eq(admins.id, admin.id)).for('update');
        if (Object.keys(values).length === 0) return;
        const [after] = await tx.update(admins).set({ ...values, updatedAt: sql`now()` }).where(eq(admins.id, admin.id)).returning();
        await audit(tx, actorOf(req), { entity: 'admin', entityId: admin.id, action: 'update', before: before!, after: after! });
        if (values.passwordHash) await revokeOtherSessions(tx, admin.id, req.sessionId);
      });
      sessionCacheOf(req.server.server).invalidate(`admin:${admin.id}`);
    } catch (e) {
      if (isUniqueViolation(e)) {
        const field = /email/.test((e as any).constraint ?? (e as any).cause?.constraint ?? '') ? 'email' : 'mobile';
        throw duplicate(field, labels.profile[field]);
      }
      throw e;
    }
    return { data: { user: await me(admin.id) } };
  });

  app.get('/api/admin/home', { config: { authOnly: true }, schema: { tags: ['auth'] } }, async (req) => {
    const admin = req.admin!;
    const features = await featureState(db);
    const permissions = effectivePermissions(admin.role, features);
    const [notif, productPending, postPending] = await Promise.all([
      homeNotifications(db, admin.id, permissions.includes('read_contact')),
      permissions.includes('read_productComment') ? pendingProductComments(db) : undefined,
      permissions.includes('read_comment') ? pendingPostComments(db) : undefined,
    ]);
    return {
      data: {
        admin: await me(admin.id),
        permissions,
        features,
        setting_groups: permissions.includes('read_setting') ? settingGroups() : [],
        unit_label: currencyLabels[await getSetting<string>(db, 'currency')] ?? '',
        ...notif,
        // Comments waiting for approval: the menu's badges.
        ...(productPending === undefined ? {} : { new_product_comments_count: productPending }),
        ...(postPending === undefined ? {} : { new_blog_comments_count: postPending }),
      },
    };
  });

  // Dashboard widgets of this module: the welcome (the admin as presented) and their open sessions.
  registerWidget(app, { key: 'welcome', permission: 'public', order: 0, load: (_db, req) => me(req.admin!.id) });
  registerWidget(app, {
    key: 'active_sessions',
    permission: 'public',
    order: 10,
    load: async (_db, req) => {
      const [sessions] = await db
        .select({ n: count() })
        .from(adminSessions)
        .where(and(eq(adminSessions.adminId, req.admin!.id), isNull(adminSessions.revokedAt)));
      return sessions!.n;
    },
  });
}
