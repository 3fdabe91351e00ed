import { Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { App } from '../src/lib/app-types';
import { freshDatabase } from './db';

/**
 * A 500 is logged with the error and the shape of the failed query, never the values it carried
 * (a customer's mobile, name or address in the SQL parameters or in PostgreSQL's detail).
 */
let app: App;
let drop: () => Promise<void>;
let dataDir: string;
const lines: string[] = [];

const MOBILE = '09127654321';
const NAME = 'Secret-Customer-Name';

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-log-'));
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }), database: fresh.database, serveStatic: false, logger: { level: 'error', stream } });
  const db = fresh.database.db;
  // Failures no route should have, forced here: a NOT NULL refusal whose detail quotes the whole
  // row, and a cast whose message quotes the value.
  app.get('/api/admin/test-fail/not-null', { config: { public: true } }, async () => {
    await db.execute(sql`insert into units (name, symbol) values (${NAME + ' ' + MOBILE}, null)`);
  });
  app.get('/api/admin/test-fail/cast', { config: { public: true } }, async () => {
    await db.execute(sql`select ${NAME + ' ' + MOBILE}::int`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the log of a 500', () => {
  it('has the error code and the SQL text but no parameter, detail or quoted value', async () => {
    for (const [url, code, sqlText] of [
      ['/api/admin/test-fail/not-null', '23502', 'insert into units (name, symbol) values ($1, null)'],
      ['/api/admin/test-fail/cast', '22P02', 'select $1::int'],
    ] as const) {
      lines.length = 0;
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('server_error');
      expect(res.body).not.toContain(MOBILE);
      const log = lines.join('\n');
      expect(lines.length, url).toBeGreaterThan(0);
      expect(log, url).toContain(sqlText);
      expect(log, url).toContain(code);
      expect(log, url).not.toContain(MOBILE);
      expect(log, url).not.toContain(NAME);
      const entry = JSON.parse(lines.find((l) => l.includes('unhandled error'))!);
      expect(entry.err).toMatchObject({ type: 'DrizzleQueryError', query: sqlText, params_count: 1, cause: { code } });
      expect(entry.err.cause.detail).toBeUndefined();
      expect(entry.err.params).toBeUndefined();
    }
  });
});
