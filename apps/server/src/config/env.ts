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
  /** Trust X-Forwarded-* (behind a load balancer). */
  trustProxy: boolean;
  nodeEnv: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) bad('DATABASE_URL', databaseUrl, 'a postgres:// or postgresql:// URL');
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LEVELS.includes(logLevel)) bad('LOG_LEVEL', logLevel, `one of ${LEVELS.join(', ')}`);
  const adminUsername = env.ADMIN_USERNAME || 'admin';
  if (!/^[a-zA-Z0-9_.-]{2,20}$/.test(adminUsername)) bad('ADMIN_USERNAME', adminUsername, '2–20 letters, digits, dot, dash or underscore');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) bad('ADMIN_PASSWORD', '***', 'at least 8 characters');
  const trust = env.TRUST_PROXY ?? '';
  if (trust && !['true', 'false', '1', '0'].includes(trust)) bad('TRUST_PROXY', trust, 'true or false');
  const host = env.HOST || '0.0.0.0';
  return {
    port: intVar(env, 'PORT', 3000, 0, 65535),
    host,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    adminUsername,
    adminPassword,
    logLevel,
    trustProxy: trust === 'true' || trust === '1',
    nodeEnv: env.NODE_ENV || 'production',
  };
}
