import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { seedLabels } from '@pishkhan/common/i18n/fa/seed';
import type { Db } from './client';
import { admins } from '../modules/people/admins/admin.table';
import { roles } from '../modules/people/roles/role.table';
import { hashPassword } from '../modules/people/auth/auth.service';
import { seedProvinces } from '../modules/shipping/seed/seed';
import { seedRecommendationGroups } from '../modules/catalog/recommendations/recommendation.routes';

export interface BootstrapResult {
  createdAdmin?: { username: string; password: string; generated: boolean };
  seededProvinces: boolean;
}

/** First start: the super-admin role, the first super admin, the provinces and cities. Idempotent. */
export async function bootstrap(db: Db, opts: { adminUsername: string; adminPassword?: string; seedProvinces?: boolean }): Promise<BootstrapResult> {
  let [superRole] = await db.select().from(roles).where(eq(roles.isSuper, true)).limit(1);
  if (!superRole) {
    [superRole] = await db
      .insert(roles)
      .values({ name: 'super_admin', label: seedLabels.superRole, isSuper: true, permissions: [] })
      .onConflictDoNothing()
      .returning();
    superRole ??= (await db.select().from(roles).where(eq(roles.name, 'super_admin')))[0];
  }
  const result: BootstrapResult = { seededProvinces: false };
  const [c] = await db.select({ n: count() }).from(admins);
  if (c!.n === 0) {
    const generated = !opts.adminPassword;
    const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
    const inserted = await db
      .insert(admins)
      .values({ username: opts.adminUsername, name: seedLabels.superAdminName, passwordHash: await hashPassword(password), roleId: superRole!.id })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    if (inserted.length) result.createdAdmin = { username: opts.adminUsername, password, generated };
  }
  if (opts.seedProvinces !== false) result.seededProvinces = await seedProvinces(db);
  await seedRecommendationGroups(db);
  return result;
}
