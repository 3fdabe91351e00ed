import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, isPermission } from '@pishkhan/common/permissions';
import { featureOfPermission, type FeatureState } from '@pishkhan/common/features';
import type { Db } from '../../../db/client';
import { admins } from '../admins/admin.table';
import { roles } from '../roles/role.table';
import type { RoleRow, SessionAdmin } from './session-admin';
import type { CachedSession, SessionCache } from './session-cache';
import { adminSessions, loginFailures } from './session.table';

/** argon2id with OWASP's recommended parameters (19 MiB, 2 passes). */
const ARGON = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };
export const hashPassword = (pw: string) => hash(pw, ARGON);
export const verifyPassword = async (stored: string, pw: string) => {
  try {
    return await verify(stored, pw);
  } catch {
    return false;
  }
};
let dummyHash: Promise<string> | null = null;
/** Spends the same time as a real check, so a wrong username is not faster than a wrong password. */
export const burnPasswordCheck = async (pw: string) => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, pw);
};

export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');


/** The admin's effective permissions: the super role holds all; switched-off features' are removed. */
export function effectivePermissions(role: RoleRow, features: FeatureState): string[] {
  const base = role.isSuper ? ALL_PERMISSIONS : role.permissions.filter(isPermission);
  return base.filter((p) => {
    const f = featureOfPermission(p);
    return !f || features[f] !== false;
  });
}

export async function createSession(db: Db, adminId: number, ip: string | null, userAgent: string | null) {
  const token = newToken();
  await db.insert(adminSessions).values({ adminId, tokenHash: tokenHash(token), ip, userAgent: userAgent?.slice(0, 255) ?? null });
  return token;
}

/**
 * Finds a live session by token; expires it after `idleMinutes` without use. With a cache (see
 * session-cache.ts) a known session is answered from memory, its last use still touched in the
 * database at most once a minute.
 */
export async function findSession(db: Db, token: string, idleMinutes: number, cache?: SessionCache) {
  const hash = tokenHash(token);
  const hit = cache?.get(hash);
  if (hit) {
    const idleMs = Date.now() - hit.lastUsedAt;
    if (idleMs <= idleMinutes * 60_000) {
      if (idleMs > 60_000) {
        hit.lastUsedAt = Date.now();
        await db.update(adminSessions).set({ lastUsedAt: sql`now()` }).where(eq(adminSessions.id, hit.sessionId));
      }
      return { state: 'ok' as const, sessionId: hit.sessionId, admin: hit.admin, cached: hit };
    }
    // Idle here; the database decides (another node may have used it since).
    cache!.delete(hash);
  }
  const gen = cache?.generation() ?? 0;
  const rows = await db
    .select({ session: adminSessions, admin: admins, role: roles })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(and(eq(adminSessions.tokenHash, hash), isNull(adminSessions.revokedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return { state: 'none' as const };
  const idleMs = Date.now() - row.session.lastUsedAt.getTime();
  if (idleMs > idleMinutes * 60_000) {
    await db.update(adminSessions).set({ revokedAt: sql`now()` }).where(eq(adminSessions.id, row.session.id));
    return { state: 'expired' as const };
  }
  if (!row.admin.status) return { state: 'disabled' as const };
  let lastUsedAt = row.session.lastUsedAt.getTime();
  if (idleMs > 60_000) {
    // Touch at most once a minute.
    await db.update(adminSessions).set({ lastUsedAt: sql`now()` }).where(eq(adminSessions.id, row.session.id));
    lastUsedAt = Date.now();
  }
  const admin = { ...row.admin, role: row.role } as SessionAdmin;
  const entry: CachedSession = { sessionId: row.session.id, admin, lastUsedAt, loadedAt: Date.now() };
  cache?.set(hash, entry, gen);
  return { state: 'ok' as const, sessionId: row.session.id, admin, cached: entry };
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(adminSessions).set({ revokedAt: sql`now()` }).where(eq(adminSessions.id, sessionId));
}

/** Revokes every session of an admin except `keep` (a password change keeps the current one). */
export async function revokeOtherSessions(db: Db | any, adminId: number, keep?: number) {
  await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt), keep ? ne(adminSessions.id, keep) : undefined));
}

/**
 * Sign-in throttling, counted in PostgreSQL (`login_failures`) so every node sees the same numbers.
 * Never a lock of the account for everyone: failures count per username + IP, and after
 * `freeFailures` of them that pair waits BASE_DELAY_S, doubled at every further failure (capped at
 * MAX_DELAY_S). Each IP also has an overall limit across usernames (MAX_FAILURES_PER_IP in
 * IP_WINDOW_MINUTES). A success clears only its own pair.
 */
export const BASE_DELAY_S = 60;
export const MAX_DELAY_S = 3600;
export const MAX_FAILURES_PER_IP = 30;
export const IP_WINDOW_MINUTES = 15;

/** The delay after `failures` failures of one username from one IP (0 below the free ones). */
export const pairDelaySeconds = (failures: number, freeFailures: number) =>
  failures < freeFailures ? 0 : Math.min(MAX_DELAY_S, BASE_DELAY_S * 2 ** (failures - freeFailures));

/** Seconds this username must wait before it may be tried again from this IP; 0 when it may. */
export async function throttleWait(db: Db, username: string, ip: string, freeFailures: number): Promise<number> {
  const user = username.toLowerCase().slice(0, 100);
  const ipWindow = sql`now() - make_interval(mins => ${IP_WINDOW_MINUTES})`;
  const [r] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginFailures.username} = ${user})`.mapWith(Number),
      sincePair: sql<number | null>`extract(epoch from now() - max(${loginFailures.createdAt}) filter (where ${loginFailures.username} = ${user}))`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginFailures.createdAt} > ${ipWindow})`.mapWith(Number),
      sinceIpOldest: sql<number | null>`extract(epoch from now() - min(${loginFailures.createdAt}) filter (where ${loginFailures.createdAt} > ${ipWindow}))`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, sql`now() - interval '1 day'`)));
  let wait = 0;
  const delay = pairDelaySeconds(r?.pair ?? 0, freeFailures);
  if (delay > 0 && r?.sincePair != null) wait = Math.max(wait, delay - r.sincePair);
  if ((r?.byIp ?? 0) >= MAX_FAILURES_PER_IP && r?.sinceIpOldest != null) wait = Math.max(wait, IP_WINDOW_MINUTES * 60 - r.sinceIpOldest);
  return wait > 0 ? Math.ceil(wait) : 0;
}

export async function recordFailure(db: Db, username: string, ip: string) {
  await db.insert(loginFailures).values({ username: username.toLowerCase().slice(0, 100), ip });
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 day'`));
}

/** A successful sign-in clears the failures of this username from this IP only. */
export async function clearFailures(db: Db, username: string, ip: string) {
  await db.delete(loginFailures).where(and(eq(loginFailures.username, username.toLowerCase().slice(0, 100)), eq(loginFailures.ip, ip)));
}
