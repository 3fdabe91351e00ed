import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createDatabase, type Database } from '../src/db/client';
import { bootstrap } from '../src/db/bootstrap';
import type { App } from '../src/lib/app-types';
import { clearSettingsCache } from '../src/modules/system/settings/setting.service';
import { clearCountCaches } from '../src/lib/count-cache';
import { clearRateLimiters } from '../src/lib/rate-limit';
import { clearStoreCaches } from '../src/lib/store-cache';
import { resetAccountClock } from '../src/modules/storefront/accounts/account.session';
import { roles } from '../src/modules/people/roles/role.table';
import { admins } from '../src/modules/people/admins/admin.table';
import { hashPassword } from '../src/modules/people/auth/auth.service';

export const ADMIN_PASSWORD = 'Test-Admin-Pass-1';

const withDb = (url: string, db: string) => {
  const u = new URL(url);
  u.pathname = '/' + db;
  return u.toString();
};

/** A fresh database copied from the migrated template, for one test file. */
export async function freshDatabase(): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const server = inject('pgServerUrl');
  const template = inject('pgTemplate');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = withDb(server, name);
  const database = createDatabase(url, 5);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  dataDir: string;
  /** The bootstrap super admin's token. */
  token: string;
  login: (username: string, password: string) => Promise<string>;
  /** A signed-in admin whose role holds exactly these permissions. */
  adminWith: (permissions: string[], username?: string) => Promise<{ id: number; token: string }>;
  close: () => Promise<void>;
}

let seq = 0;

/** The task queue's test pace: half-second polling, one-second first retry. */
export const TEST_JOBS = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, heartbeatSeconds: 1, orphanAfterSeconds: 5 };

/** Builds the app on a fresh database with the bootstrap super admin signed in. */
export async function setupApp(opts: { seedProvinces?: boolean; jobs?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<TestContext> {
  // Test files share their worker's modules: no cache may carry an earlier file's database into this one.
  clearSettingsCache();
  clearCountCaches();
  clearRateLimiters();
  clearStoreCaches();
  resetAccountClock();
  const { database, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-data-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env }), adminPassword: ADMIN_PASSWORD };
  await bootstrap(database.db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD, seedProvinces: opts.seedProvinces ?? false });
  // Background tasks run only where a test asks (`jobs: true`), polling fast; elsewhere they are queued only.
  const app = await buildApp({ config, database, serveStatic: false, logger: false, jobs: { work: opts.jobs ?? false, ...TEST_JOBS } });
  await app.ready();
  const login = async (username: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().data.token as string;
  };
  const token = await login('admin', ADMIN_PASSWORD);
  const adminWith = async (permissions: string[], username = `u${++seq}x${Date.now() % 100000}`) => {
    const [role] = await database.db.insert(roles).values({ name: `r_${username}`, label: `r ${username}`, permissions }).returning();
    const [a] = await database.db
      .insert(admins)
      .values({ username, name: username, passwordHash: await hashPassword('Password-123'), roleId: role!.id })
      .returning();
    return { id: a!.id, token: await login(username, 'Password-123') };
  };
  return {
    app,
    database,
    dataDir,
    token,
    login,
    adminWith,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `app.inject` with a bearer token and JSON. */
export function api(ctx: TestContext, token: string | null = ctx.token) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, ...(payload !== undefined ? { payload: payload as any } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown) => call('POST', url, body ?? {}),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    del: (url: string) => call('DELETE', url),
  };
}
