import { isIP } from 'node:net';
import path from 'node:path';
import { systemMessages } from '@pishkhan/common/i18n/fa/system';

/**
 * Configuration from the environment, validated at start. A bad value stops the process with a
 * message naming the variable (in English and Persian).
 */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  logLevel: string;
  /**
   * Which peers' X-Forwarded-* are believed (Fastify's trustProxy): false (none), a hop count (the
   * number of proxies in front, each appending to X-Forwarded-For), or a comma-separated list of proxy
   * addresses/CIDR ranges (or proxy-addr's names loopback, linklocal, uniquelocal).
   */
  trustProxy: false | number | string;
  nodeEnv: string;
  /** JOB_WORKERS: whether this node runs background tasks (every node can queue them). Default on. */
  jobWorkers: boolean;
  /** EXPORT_INLINE_ROWS: an Excel export of at most this many rows is answered at once; a larger one is written by a background task. Default 5000. */
  exportInlineRows: number;
  /** EXPORT_BATCH_ROWS: rows a queued export reads per query (offset paging). Default 5000. */
  exportBatchRows: number;
  /** SMTP_URL (smtp:// or smtps://user:pass@host:port): the mail server, over the `messages` settings. */
  smtpUrl: string | undefined;
  /** SMS_API_URL: the SMS provider's API base (Kavenegar's by default; a test server in tests). */
  smsApiUrl: string;
  /** ZARINPAL_API_URL: Zarinpal's host (payment. or sandbox.zarinpal.com by the `zarinpal_sandbox` setting when unset; a test server in tests). */
  zarinpalApiUrl: string | undefined;
  /** GATEWAY_TIMEOUT_MS: how long a call to a payment gateway may take before its answer counts as unknown (default 10 s). */
  gatewayTimeoutMs: number;
}

export class ConfigError extends Error {}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function bad(name: string, value: string, expected: string): never {
  throw new ConfigError(
    `Invalid environment variable ${name}=${JSON.stringify(value)}: expected ${expected}.\n` +
      systemMessages.badEnv(name, expected),
  );
}

function intVar(env: NodeJS.ProcessEnv, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) bad(name, raw, `an integer ${min}–${max}`);
  return Number(raw);
}

function boolVar(env: NodeJS.ProcessEnv, name: string, def: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  return bad(name, raw, 'true or false');
}

function urlVar(env: NodeJS.ProcessEnv, name: string, shape: RegExp, expected: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!shape.test(raw)) bad(name, name === 'SMTP_URL' ? '***' : raw, expected);
  try {
    new URL(raw);
  } catch {
    bad(name, name === 'SMTP_URL' ? '***' : raw, expected);
  }
  return raw;
}

const TRUST_EXPECTED = 'false, a number of proxy hops (1–10), or proxy addresses/CIDR ranges separated by commas';
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function proxyAddress(part: string): boolean {
  if (PROXY_NAMES.includes(part)) return true;
  const [addr, prefix, ...rest] = part.split('/');
  const family = isIP(addr ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (isIP(prefix) === family) return true; // a netmask
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY. `true` is read as one hop: the nearest peer is the proxy and the address it appended
 * is the client's (Fastify's own `true` would believe the left-most, client-written entry).
 */
function trustProxyVar(raw: string): false | number | string {
  const v = raw.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) {
    if (Number(v) < 1 || Number(v) > 10) bad('TRUST_PROXY', raw, TRUST_EXPECTED);
    return Number(v);
  }
  const parts = v.split(',').map((p) => p.trim());
  if (!parts.every(proxyAddress)) bad('TRUST_PROXY', raw, TRUST_EXPECTED);
  return parts.join(',');
}

/**
 * The trustProxy option for Fastify. A hop count becomes "trust the nearest n peers" (Fastify 5 itself
 * ignores a bare number): the client's address is the one the outermost trusted proxy appended.
 */
export function fastifyTrustProxy(trust: Config['trustProxy']): boolean | string | ((addr: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_addr, hop) => hop < trust;
  return trust;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) bad('DATABASE_URL', databaseUrl, 'a postgres:// or postgresql:// URL');
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LEVELS.includes(logLevel)) bad('LOG_LEVEL', logLevel, `one of ${LEVELS.join(', ')}`);
  const adminUsername = env.ADMIN_USERNAME || 'admin';
  if (!/^[a-zA-Z0-9_.-]{2,20}$/.test(adminUsername)) bad('ADMIN_USERNAME', adminUsername, '2–20 letters, digits, dot, dash or underscore');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) bad('ADMIN_PASSWORD', '***', 'at least 8 characters');
  const trustProxy = trustProxyVar(env.TRUST_PROXY ?? '');
  const host = env.HOST || '0.0.0.0';
  return {
    port: intVar(env, 'PORT', 3000, 0, 65535),
    host,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    adminUsername,
    adminPassword,
    logLevel,
    trustProxy,
    nodeEnv: env.NODE_ENV || 'production',
    jobWorkers: boolVar(env, 'JOB_WORKERS', true),
    exportInlineRows: intVar(env, 'EXPORT_INLINE_ROWS', 5000, 0, 100_000),
    exportBatchRows: intVar(env, 'EXPORT_BATCH_ROWS', 5000, 100, 50_000),
    smtpUrl: urlVar(env, 'SMTP_URL', /^smtps?:\/\//, 'an smtp:// or smtps:// URL'),
    smsApiUrl: urlVar(env, 'SMS_API_URL', /^https?:\/\//, 'an http:// or https:// URL') ?? 'https://api.kavenegar.com',
    zarinpalApiUrl: urlVar(env, 'ZARINPAL_API_URL', /^https?:\/\//, 'an http:// or https:// URL'),
    gatewayTimeoutMs: intVar(env, 'GATEWAY_TIMEOUT_MS', 10_000, 100, 120_000),
  };
}
