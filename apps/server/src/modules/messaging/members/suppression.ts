import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { newsletterSuppressions } from './member.table';

export type SuppressionReason = 'unsubscribed' | 'bounced' | 'complained';
export interface Address {
  email?: string | null;
  mobile?: string | null;
}

/** The statuses that put a member's addresses on the suppression list. */
export const SUPPRESSING_STATUSES: readonly string[] = ['unsubscribed', 'bounced', 'complained'];

const clean = (a: Address) => ({ email: a.email ? a.email.trim().toLowerCase() : null, mobile: a.mobile || null });

/**
 * Puts each address (e-mail, mobile) on the suppression list, or refreshes its reason and time.
 * Call it in the transaction that changes the member.
 */
export async function suppress(tx: DbOrTx, address: Address, reason: SuppressionReason): Promise<void> {
  const { email, mobile } = clean(address);
  if (email)
    await tx
      .insert(newsletterSuppressions)
      .values({ email, reason })
      .onConflictDoUpdate({ target: newsletterSuppressions.email, set: { reason, at: sql`now()` } });
  if (mobile)
    await tx
      .insert(newsletterSuppressions)
      .values({ mobile, reason })
      .onConflictDoUpdate({ target: newsletterSuppressions.mobile, set: { reason, at: sql`now()` } });
}

/** Takes addresses off the list (an admin re-subscribes a member; `reasons` limits which entries go, e.g. a form may lift only an unsubscribe). */
export async function unsuppress(tx: DbOrTx, address: Address, reasons?: SuppressionReason[]): Promise<void> {
  const { email, mobile } = clean(address);
  const which: SQL[] = [];
  if (email) which.push(sql`${newsletterSuppressions.email} = ${email}`);
  if (mobile) which.push(sql`${newsletterSuppressions.mobile} = ${mobile}`);
  if (!which.length) return;
  await tx.delete(newsletterSuppressions).where(sql`(${or(...which)})${reasons ? sql` and ${inArray(newsletterSuppressions.reason, reasons)}` : sql``}`);
}

/** True when the e-mail or the mobile is on the suppression list: never send to it. */
export async function isSuppressed(db: DbOrTx, address: Address): Promise<boolean> {
  const found = await suppressedAddresses(db, { emails: address.email ? [address.email] : [], mobiles: address.mobile ? [address.mobile] : [] });
  return found.emails.size > 0 || found.mobiles.size > 0;
}

/** The batch form for sending and imports: which of these e-mails and mobiles are suppressed (one query). */
export async function suppressedAddresses(db: DbOrTx, batch: { emails?: readonly string[]; mobiles?: readonly string[] }): Promise<{ emails: Set<string>; mobiles: Set<string> }> {
  const emails = [...new Set((batch.emails ?? []).filter(Boolean).map((e) => e.trim().toLowerCase()))];
  const mobiles = [...new Set((batch.mobiles ?? []).filter(Boolean))];
  const out = { emails: new Set<string>(), mobiles: new Set<string>() };
  if (!emails.length && !mobiles.length) return out;
  const rows = await db
    .select({ email: newsletterSuppressions.email, mobile: newsletterSuppressions.mobile })
    .from(newsletterSuppressions)
    .where(or(emails.length ? inArray(newsletterSuppressions.email, emails) : undefined, mobiles.length ? inArray(newsletterSuppressions.mobile, mobiles) : undefined));
  for (const r of rows) {
    if (r.email) out.emails.add(r.email);
    if (r.mobile) out.mobiles.add(r.mobile);
  }
  return out;
}
