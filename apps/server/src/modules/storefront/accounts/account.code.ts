import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accountText as T } from '@pishkhan/common/i18n/fa/accounts';
import { ACCOUNT_CODE_LENGTH } from '@pishkhan/common/schemas/account.schema';
import type { Config } from '../../../config/env';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { openChannels } from '../../../lib/messaging/channels';
import { getSetting } from '../../system/settings/setting.service';
import { accountClock } from './account.session';
import { customerLoginCodes as codes } from './account.table';

/**
 * One-time sign-in codes: six random digits, kept only as a salted HMAC, live for two minutes,
 * locked after five wrong tries; a mobile gets a new code at most once a minute and five times an
 * hour. Nothing here looks at the customers: a known and an unknown mobile take the same path.
 */
export const CODE_TTL_MS = 2 * 60_000;
export const MAX_WRONG_TRIES = 5;
export const RESEND_MS = 60_000;
export const SENDS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

const hmac = (salt: string, mobile: string, code: string) => createHmac('sha256', Buffer.from(salt, 'hex')).update(`${mobile}:${code}`).digest('hex');

export function hashCode(mobile: string, code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${hmac(salt, mobile, code)}`;
}

export function codeMatches(stored: string, mobile: string, code: string): boolean {
  const [salt, want] = stored.split(':');
  if (!salt || !want) return false;
  const got = Buffer.from(hmac(salt, mobile, code), 'hex');
  const exp = Buffer.from(want, 'hex');
  return got.length === exp.length && timingSafeEqual(got, exp);
}

const tooSoon = (ms: number, message: string) => Object.assign(new AppError(429, 'rate_limited', message), { retryAfter: Math.max(1, Math.ceil(ms / 1000)) });

/**
 * Makes and sends a new code to `mobile`, or throws 429 (with `retryAfter` seconds) while the
 * mobile's resend limits hold. The code is written before it is sent, so a code that may have
 * reached the phone is always the live one.
 */
export async function sendCode(db: Db, config: Config, log: FastifyBaseLogger, mobile: string): Promise<void> {
  const now = accountClock.now();
  const code = String(randomInt(0, 10 ** ACCOUNT_CODE_LENGTH)).padStart(ACCOUNT_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    await tx.insert(codes).values({ mobile, sentAt: new Date(0), windowStart: new Date(now) }).onConflictDoNothing();
    const [row] = await tx.select().from(codes).where(eq(codes.mobile, mobile)).for('update');
    const since = now - row!.sentAt.getTime();
    if (since < RESEND_MS) throw tooSoon(RESEND_MS - since, T.resendWait);
    let windowStart = row!.windowStart.getTime();
    let sends = row!.windowSends;
    if (now - windowStart >= HOUR_MS) {
      windowStart = now;
      sends = 0;
    }
    if (sends >= SENDS_PER_HOUR) throw tooSoon(windowStart + HOUR_MS - now, T.resendHourly);
    await tx
      .update(codes)
      .set({ codeHash: hashCode(mobile, code), expiresAt: new Date(now + CODE_TTL_MS), attempts: 0, sentAt: new Date(now), windowStart: new Date(windowStart), windowSends: sends + 1 })
      .where(eq(codes.mobile, mobile));
  });
  const shop = (await getSetting<string>(db, 'shop_name')) || (await getSetting<string>(db, 'site_title')) || '';
  const channels = await openChannels(db, config, log);
  const sent = await channels.sms.send({ to: mobile, text: T.sms(code, shop) });
  // With the log driver (no SMS service set up) the code is read from the server's log or the outbox.
  if (channels.sms.via === 'log') log.info({ to: mobile, code }, 'sign-in code (sms log driver)');
  if (!sent.ok) {
    log.warn({ to: mobile, reason: sent.reason }, 'sign-in code not sent');
    throw new AppError(503, 'sms_unavailable', T.smsFailed);
  }
}

export type CodeCheck = 'ok' | 'invalid' | 'locked';

/**
 * Checks a code against the mobile's live one inside the caller's transaction (the row locked):
 * a right code is used up; a wrong one counts a try and the fifth locks the code.
 */
export async function useCode(tx: Parameters<Parameters<Db['transaction']>[0]>[0], mobile: string, code: string): Promise<CodeCheck> {
  const now = accountClock.now();
  const [row] = await tx.select().from(codes).where(eq(codes.mobile, mobile)).for('update');
  if (!row?.codeHash || !row.expiresAt) {
    // The same work as a real check (no faster answer for a mobile without a code).
    codeMatches(hashCode(mobile, '000000'), mobile, code);
    return 'invalid';
  }
  if (row.attempts >= MAX_WRONG_TRIES) return 'locked';
  if (row.expiresAt.getTime() <= now) return 'invalid';
  if (!codeMatches(row.codeHash, mobile, code)) {
    await tx.update(codes).set({ attempts: sql`${codes.attempts} + 1` }).where(eq(codes.mobile, mobile));
    return row.attempts + 1 >= MAX_WRONG_TRIES ? 'locked' : 'invalid';
  }
  await tx.update(codes).set({ codeHash: null, expiresAt: null, attempts: 0 }).where(eq(codes.mobile, mobile));
  return 'ok';
}

/** Forgets the codes of mobiles not asked for a day (a job of every server). */
export async function pruneLoginCodes(db: Db) {
  await db.delete(codes).where(sql`${codes.sentAt} < now() - interval '1 day'`);
}
