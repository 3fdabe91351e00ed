import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { featureOfPermission } from '@pishkhan/common/features';
import type { Db } from '../db/client';
import { appError, forbidden, unauthenticated } from '../lib/errors';
import '../lib/route-config';
import { effectivePermissions, findSession } from '../modules/people/auth/auth.service';
import type { SessionAdmin } from '../modules/people/auth/session-admin';
import { sessionCacheOf } from '../modules/people/auth/session-cache';
import { featureState, getSetting } from '../modules/system/settings/setting.service';

export const AUTH_COOKIE = 'adminAuthorization';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: SessionAdmin;
    sessionId?: number;
    permissions?: Set<string>;
    authVia?: 'cookie' | 'bearer';
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokenOf(req: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const h = req.headers.authorization;
  if (h && /^Bearer\s+\S+$/i.test(h)) return { token: h.replace(/^Bearer\s+/i, '').trim(), via: 'bearer' };
  const c = req.cookies?.[AUTH_COOKIE];
  if (c) return { token: c.replace(/^Bearer\s+/i, ''), via: 'cookie' };
  return null;
}

/** A cookie-authenticated write must come from our own pages: custom header or same-origin Origin. */
export function sameSite(req: FastifyRequest): boolean {
  if (req.headers['x-requested-with']) return true;
  const origin = req.headers.origin;
  if (!origin) return req.headers['sec-fetch-site'] === 'same-origin';
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export async function authenticate(db: Db, req: FastifyRequest): Promise<void> {
  const t = tokenOf(req);
  if (!t) throw unauthenticated();
  const idle = await getSetting<number>(db, 'session_idle_minutes');
  const s = await findSession(db, t.token, idle, sessionCacheOf(req.server.server));
  if (s.state === 'expired') throw unauthenticated('session_expired');
  if (s.state === 'disabled') throw unauthenticated('account_disabled');
  if (s.state !== 'ok') throw unauthenticated();
  if (t.via === 'cookie' && !SAFE.has(req.method) && !sameSite(req)) throw forbidden('csrf');
  req.admin = s.admin;
  req.sessionId = s.sessionId;
  req.authVia = t.via;
  // The role's effective permissions, kept with the cached session for the current feature switches.
  const features = await featureState(db);
  const known = s.cached.permissions;
  if (known?.features === features) req.permissions = known.set;
  else {
    req.permissions = new Set(effectivePermissions(s.admin.role, features));
    s.cached.permissions = { features, set: req.permissions };
  }
}

/**
 * Every /api/admin route must declare `permission`, `authOnly` or `public` (boot fails otherwise);
 * this hook then enforces it: 401 without a session, 404 when its feature is off, 403 without the permission.
 */
export function registerAccessControl(app: FastifyInstance, db: Db) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/admin')) return;
    const cfg = (route.config ?? {}) as Record<string, unknown>;
    // An empty permission list would let any signed-in admin in: it counts as no declaration.
    const needed = cfg.permission ? ([] as string[]).concat(cfg.permission as string | string[]).filter(Boolean) : [];
    if (!needed.length && !cfg.authOnly && !cfg.public) {
      throw new Error(`Route ${route.method} ${route.url} declares no permission (config.permission, authOnly or public)`);
    }
    if (cfg.public) return;
    const feature = cfg.feature as string | undefined;
    const hook = async (req: FastifyRequest, _reply: FastifyReply) => {
      await authenticate(db, req);
      if (feature || needed.length) {
        const features = await featureState(db);
        if (feature && features[feature as keyof typeof features] === false) throw appError(404, 'route_not_found');
        const owners = needed.map(featureOfPermission).filter(Boolean);
        if (needed.length && owners.length === needed.length && owners.every((f) => features[f!] === false)) throw appError(404, 'route_not_found');
      }
      if (needed.length && !needed.some((p) => req.permissions!.has(p))) throw forbidden();
    };
    route.onRequest = [...(route.onRequest ? ([] as any[]).concat(route.onRequest) : []), hook];
  });
}
