import { inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { memberImportText as T } from '@pishkhan/common/i18n/fa/newsletter-members';
import { MOBILE_PATTERN, normalizeMobile } from '@pishkhan/common/iran';
import type { Db } from '../../../db/client';
import { audit } from '../../../lib/audit';
import { defineTask } from '../../../lib/queue';
import { newsletterMembers } from './member.table';
import { suppressedAddresses } from './suppression';

/** One row of an import as mapped from the file: its row number there and the cells of the chosen columns. */
export interface ImportRow {
  row: number;
  email?: string | null;
  mobile?: string | null;
  name?: string | null;
}

export interface ImportError {
  row: number;
  value: string;
  reason: string;
}

export interface ImportReport {
  added: number;
  skipped: number;
  errors: ImportError[];
}

/** What an import handler is given: the database, a progress callback and an optional cancel signal (a job runner's context). */
export interface ImportContext {
  db: Db;
  progress(done: number, total: number): Promise<void>;
  signal?: AbortSignal;
}

/** Rows written per transaction. */
export const IMPORT_BATCH = 500;

const emailSchema = z.email().max(191);

interface Valid {
  row: number;
  value: string;
  email: string | null;
  mobile: string | null;
  name: string | null;
}

/**
 * Imports members (source `import`, subscribed now). Rows with neither address, an invalid e-mail or
 * mobile, an address met earlier in the file, already a member or suppressed are skipped and reported
 * with their row and a Persian reason; every other row is added. Each batch of IMPORT_BATCH rows is one
 * transaction (audited as one import); progress is reported after each batch. A cancel stops between
 * batches and reports what was done. Takes only serialisable input, so a job queue can run it as is.
 */
export async function importMembers(ctx: ImportContext, input: { rows: ImportRow[]; adminId: number; ip?: string | null }): Promise<ImportReport> {
  const errors: ImportError[] = [];
  const valid: Valid[] = [];
  const seenEmail = new Map<string, number>();
  const seenMobile = new Map<string, number>();
  const total = input.rows.length;

  for (const r of input.rows) {
    const rawEmail = (r.email ?? '').trim();
    const rawMobile = (r.mobile ?? '').trim();
    const value = [rawEmail, rawMobile].filter(Boolean).join(' / ');
    const skip = (reason: string) => errors.push({ row: r.row, value, reason });
    if (!rawEmail && !rawMobile) {
      skip(T.empty);
      continue;
    }
    const email = rawEmail ? rawEmail.toLowerCase() : null;
    if (email && !emailSchema.safeParse(email).success) {
      skip(T.badEmail);
      continue;
    }
    const mobile = rawMobile ? normalizeMobile(rawMobile) : null;
    if (mobile !== null && !MOBILE_PATTERN.test(mobile)) {
      skip(T.badMobile);
      continue;
    }
    const name = (r.name ?? '').trim() || null;
    if (name && name.length > 120) {
      skip(T.nameTooLong);
      continue;
    }
    if (email && seenEmail.has(email)) {
      skip(T.dupFileEmail(seenEmail.get(email)!));
      continue;
    }
    if (mobile && seenMobile.has(mobile)) {
      skip(T.dupFileMobile(seenMobile.get(mobile)!));
      continue;
    }
    if (email) seenEmail.set(email, r.row);
    if (mobile) seenMobile.set(mobile, r.row);
    valid.push({ row: r.row, value, email, mobile, name });
  }

  let added = 0;
  let done = total - valid.length;
  await ctx.progress(done, total);
  for (let i = 0; i < valid.length; i += IMPORT_BATCH) {
    if (ctx.signal?.aborted) break;
    const batch = valid.slice(i, i + IMPORT_BATCH);
    const emails = batch.map((v) => v.email).filter((x): x is string => !!x);
    const mobiles = batch.map((v) => v.mobile).filter((x): x is string => !!x);
    const batchErrors: ImportError[] = [];
    const inserted = await ctx.db.transaction(async (tx) => {
      const existing = await tx
        .select({ email: newsletterMembers.email, mobile: newsletterMembers.mobile })
        .from(newsletterMembers)
        .where(or(emails.length ? inArray(newsletterMembers.email, emails) : undefined, mobiles.length ? inArray(newsletterMembers.mobile, mobiles) : undefined));
      const takenEmail = new Set(existing.map((e) => e.email).filter(Boolean));
      const takenMobile = new Set(existing.map((e) => e.mobile).filter(Boolean));
      const suppressed = await suppressedAddresses(tx, { emails, mobiles });
      const fresh = batch.filter((v) => {
        const reason =
          v.email && takenEmail.has(v.email)
            ? T.dupDbEmail
            : v.mobile && takenMobile.has(v.mobile)
              ? T.dupDbMobile
              : (v.email && suppressed.emails.has(v.email)) || (v.mobile && suppressed.mobiles.has(v.mobile))
                ? T.suppressed
                : null;
        if (reason) batchErrors.push({ row: v.row, value: v.value, reason });
        return !reason;
      });
      if (!fresh.length) return 0;
      // A row a concurrent write took meanwhile conflicts and is reported as already a member.
      const rows = await tx
        .insert(newsletterMembers)
        .values(fresh.map((v) => ({ email: v.email, mobile: v.mobile, name: v.name, source: 'import' as const, status: 'subscribed' as const, subscribedAt: new Date() })))
        .onConflictDoNothing()
        .returning({ email: newsletterMembers.email, mobile: newsletterMembers.mobile });
      const key = (e: string | null, m: string | null) => `${e ?? ''}|${m ?? ''}`;
      const got = new Set(rows.map((r) => key(r.email, r.mobile)));
      for (const v of fresh) if (!got.has(key(v.email, v.mobile))) batchErrors.push({ row: v.row, value: v.value, reason: v.email ? T.dupDbEmail : T.dupDbMobile });
      if (rows.length) await audit(tx, { adminId: input.adminId, ip: input.ip ?? null }, { entity: 'newsletter_member', action: 'import', changes: { added: [null, rows.length], skipped: [null, batchErrors.length] } });
      return rows.length;
    });
    added += inserted;
    errors.push(...batchErrors);
    done += batch.length;
    await ctx.progress(done, total);
  }
  errors.sort((a, b) => a.row - b.row);
  return { added, skipped: total - added, errors };
}

/**
 * The import as a background task (POST /api/admin/newsletter-members/import starts it and answers
 * its id): progress batch by batch, cancelable between batches, the report kept as the task's result.
 * Not retried: a rerun would report the rows the first run added as duplicates (nothing is lost).
 */
export const membersImportTask = defineTask(
  'members_import',
  (ctx, input: { rows: ImportRow[]; adminId: number; ip?: string | null }) => importMembers({ db: ctx.db, progress: (d, t) => ctx.progress(d, t), signal: ctx.signal }, input),
  { permission: 'create_newsletters', retryLimit: 0, concurrency: 1, expireInSeconds: 60 * 60 },
);
