import path from 'node:path';
import type { Config } from '../config/env';
import { createDatabase, type Database } from './client';
import { acquireDataDirLock, startEmbedded } from './embedded';
import { runMigrations } from './migrate';

export interface OpenedDatabase extends Database {
  embedded: boolean;
  shutdown: () => Promise<void>;
}

/** Opens DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR; then migrates. */
export async function openDatabase(config: Config, log: (m: string) => void): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = createDatabase(config.databaseUrl);
    const { rows } = await database.pool.query(
      `select current_setting('server_version_num')::int as v, (select datctype from pg_database where datname = current_database()) as ctype`,
    );
    if (rows[0].v < 150000) {
      await database.close();
      throw new Error(`PostgreSQL ${Math.floor(rows[0].v / 10000)} is too old: Pishkhan needs PostgreSQL 15 or newer.`);
    }
    if (!/utf-?8/i.test(rows[0].ctype)) log(`warning: the database's LC_CTYPE is ${rows[0].ctype}; Persian search (pg_trgm) needs a UTF-8 ctype`);
    await runMigrations(database);
    return { ...database, embedded: false, shutdown: () => database.close() };
  }
  const release = acquireDataDirLock(config.dataDir);
  try {
    const pg = await startEmbedded(config.dataDir, 'pishkhan', log);
    const database = createDatabase(pg.url());
    try {
      await runMigrations(database);
    } catch (e) {
      await database.close();
      await pg.stop();
      throw e;
    }
    log(`embedded PostgreSQL on 127.0.0.1:${pg.port}, data in ${path.join(config.dataDir, 'postgres')}`);
    return {
      ...database,
      embedded: true,
      shutdown: async () => {
        await database.close().catch(() => undefined);
        await pg.stop();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
