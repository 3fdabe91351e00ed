import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * The journeys' server database, for the few rows no admin route makes (a contact message comes from
 * the shop's storefront form): reached as `npm run seed:demo` reaches a running server, through the
 * embedded database's credentials file and port in DATA_DIR.
 */
export async function withDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const dir = inject('dataDir');
  const creds = JSON.parse(fs.readFileSync(path.join(dir, 'postgres-credentials.json'), 'utf8')) as { user: string; password: string };
  const port = fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  const client = new pg.Client({ connectionString: `postgres://${creds.user}:${encodeURIComponent(creds.password)}@127.0.0.1:${port}/pishkhan` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
