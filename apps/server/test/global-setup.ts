import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { acquireDataDirLock, startEmbedded, type EmbeddedHandle } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedProvinces } from '../src/modules/shipping/seed/seed';

/**
 * The tests run against a real PostgreSQL: the one in DATABASE_URL when set, otherwise an
 * embedded one started here. A migrated template database is made once; every test file then
 * gets its own database copied from it (test/db.ts).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

let embedded: EmbeddedHandle | undefined;
let release: (() => void) | undefined;
let dir: string | undefined;
let serverUrl = '';
let template = '';

const withDb = (url: string, db: string) => {
  const u = new URL(url);
  u.pathname = '/' + db;
  return u.toString();
};

export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL;
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-test-'));
    fs.chmodSync(dir, 0o755);
    release = acquireDataDirLock(dir);
    embedded = await startEmbedded(dir, 'postgres', () => undefined);
    serverUrl = embedded.url('postgres');
  }
  template = `pishkhan_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rows } = await admin.query(`select datctype from pg_database where datname = 'template1'`);
  const utf8 = /utf-?8/i.test(rows[0]?.datctype ?? '') || embedded !== undefined;
  await admin.query(`drop database if exists ${template}`);
  await admin.query(
    utf8 ? `create database ${template}` : `create database ${template} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
  );
  await admin.end();
  const database = createDatabase(withDb(serverUrl, template), 2);
  await runMigrations(database);
  await seedProvinces(database.db);
  await database.close();
  // pg-boss's schema in the template too, so a test's queue starts without creating it.
  const boss = new PgBoss({ connectionString: withDb(serverUrl, template), supervise: false, schedule: false, max: 1 });
  await boss.start();
  await boss.stop({ graceful: false });
  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', template);
}

export async function teardown() {
  try {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const { rows } = await admin.query(`select datname from pg_database where datname like $1 or datname = $2`, [`${template}_%`, template]);
    for (const r of rows) await admin.query(`drop database if exists "${r.datname}" with (force)`);
    await admin.end();
  } catch {
    /* the server may already be gone */
  }
  await embedded?.stop();
  release?.();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
