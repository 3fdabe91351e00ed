import { eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { genderLabels, peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { peopleMessage } from '@pishkhan/common/i18n/fa/people-messages';
import { isFeatureOn } from '@pishkhan/common/features';
import { bankNameOfCard, bankNameOfSheba } from '@pishkhan/common/iran';
import { normalizeMobile } from '@pishkhan/common/schemas/fields';
import type { CustomerCreate } from '@pishkhan/common/schemas/people.schema';
import type { DbOrTx, Tx } from '../../../db/client';
import { duplicate, isUniqueViolation, validation } from '../../../lib/errors';
import { boolParam, dateParam, intParam, searchCondition } from '../../../lib/list';
import { featureState } from '../../system/settings/setting.service';
import { hashPassword } from '../auth/auth.service';
import { addressesOf } from '../addresses/address.service';
import { customerRoles } from '../customer-roles/customer-role.table';
import { hasWalletHistory, walletsOf } from '../../wallet/wallets/wallet.service';
import { wallets } from '../../wallet/wallets/wallet.table';
import { withdraws } from '../../wallet/withdraws/withdraw.table';
import { customers } from './customer.table';

export type CustomerRow = typeof customers.$inferSelect;

/**
 * "Has this customer a history?" checks. A customer with history is deactivated instead of
 * deleted. The wallet and withdrawals are checked here; the orders issue pushes its own check.
 */
export const customerHistoryChecks: ((tx: DbOrTx, customerId: number) => Promise<boolean>)[] = [];

export async function hasHistory(tx: DbOrTx, customerId: number): Promise<boolean> {
  if (await hasWalletHistory(tx, customerId)) return true;
  const [w] = await tx.select({ id: withdraws.id }).from(withdraws).where(eq(withdraws.customerId, customerId)).limit(1);
  if (w) return true;
  for (const check of customerHistoryChecks) if (await check(tx, customerId)) return true;
  return false;
}

const fullName = (r: { firstName: string | null; lastName: string | null }) => [r.firstName, r.lastName].filter(Boolean).join(' ');
export { fullName as customerFullName };

/** Customer rows → API JSON (with role, wallet and bank names); `detail` adds addresses (purchases: GET /customers/:id/purchases). */
export async function presentCustomers(db: DbOrTx, rows: CustomerRow[], opts: { detail?: boolean } = {}) {
  const roleIds = [...new Set(rows.map((r) => r.roleId).filter((x): x is number => x !== null))];
  const [roleRows, walletMap] = await Promise.all([
    roleIds.length ? db.select({ id: customerRoles.id, name: customerRoles.name }).from(customerRoles).where(inArray(customerRoles.id, roleIds)) : [],
    walletsOf(db, rows.map((r) => r.id)),
  ]);
  const roleMap = new Map(roleRows.map((r) => [r.id, r]));
  const out = [];
  for (const c of rows) {
    out.push({
      id: c.id,
      first_name: c.firstName,
      last_name: c.lastName,
      full_name: fullName(c),
      mobile: c.mobile,
      email: c.email,
      national_code: c.nationalCode,
      gender: c.gender,
      gender_label: c.gender ? genderLabels[c.gender as keyof typeof genderLabels] ?? null : null,
      birth_date: c.birthDate,
      card_number: c.cardNumber,
      card_bank: bankNameOfCard(c.cardNumber),
      sheba: c.sheba,
      sheba_bank: bankNameOfSheba(c.sheba),
      newsletter: c.newsletter,
      status: c.status,
      role_id: c.roleId,
      role: c.roleId ? roleMap.get(c.roleId) ?? null : null,
      has_password: !!c.passwordHash,
      wallet: walletMap.get(c.id)!,
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      ...(opts.detail ? { addresses: await addressesOf(db, c.id) } : {}),
    });
  }
  return out;
}

const balanceOf = sql<number>`coalesce((select ${wallets.balance} from ${wallets} where ${wallets.customerId} = ${customers.id}), 0)`;

export const CUSTOMER_SORTS = {
  id: customers.id,
  created_at: customers.createdAt,
  first_name: customers.firstName,
  last_name: customers.lastName,
  mobile: customers.mobile,
  balance: balanceOf,
};

/** `q` matches names, mobile (also typed as +98… or 9…), national code and e-mail. */
export function customerSearch(q: string | undefined): SQL | undefined {
  const base = searchCondition(customers.search, q);
  if (!base || !q) return base;
  const asMobile = normalizeMobile(q);
  if (/^09\d{9}$/.test(asMobile) && asMobile !== q.trim()) return or(base, eq(customers.mobile, asMobile));
  return base;
}

/** The search box of a list over customers' rows (`q`): its customer search, or undefined when nothing is typed. */
export const customerSearchOf = (q: unknown): SQL | undefined => (typeof q === 'string' ? customerSearch(q) : undefined);

/**
 * The rows of the customers `search` finds, by their customer column. `= any(array(…))` reaches them
 * through the customer index (an IN sub-select walked a whole ledger by date for a rare name and
 * hash-joined it for totals).
 */
export function ofFoundCustomers(db: DbOrTx, customerId: AnyColumn, search: SQL | undefined): SQL | undefined {
  return search ? sql`${customerId} = any(array(${db.select({ id: customers.id }).from(customers).where(search)}))` : undefined;
}

export function customerFilters(q: Record<string, unknown>): (SQL | undefined)[] {
  const status = boolParam(q.status);
  const role = intParam(q.role_id);
  const from = dateParam(q.from);
  const to = dateParam(q.to);
  const hasBalance = boolParam(q.has_balance);
  const newsletter = boolParam(q.newsletter);
  return [
    customerSearch(q.q as string | undefined),
    status === undefined ? undefined : eq(customers.status, status),
    role === undefined ? undefined : eq(customers.roleId, role),
    from ? gte(customers.createdAt, from) : undefined,
    to ? lte(customers.createdAt, to) : undefined,
    hasBalance === undefined ? undefined : hasBalance ? sql`${balanceOf} > 0` : sql`${balanceOf} = 0`,
    newsletter === undefined ? undefined : eq(customers.newsletter, newsletter),
  ];
}

/** Validated body → column values (only the keys sent). Hashes a password; checks the role. */
export async function customerValues(tx: Tx, b: Partial<CustomerCreate>): Promise<Partial<typeof customers.$inferInsert>> {
  const v: Partial<typeof customers.$inferInsert> = {};
  if (b.first_name !== undefined) v.firstName = b.first_name;
  if (b.last_name !== undefined) v.lastName = b.last_name;
  if (b.mobile !== undefined) v.mobile = b.mobile;
  if (b.email !== undefined) v.email = b.email;
  if (b.national_code !== undefined) v.nationalCode = b.national_code;
  if (b.gender !== undefined) v.gender = b.gender;
  if (b.birth_date !== undefined) v.birthDate = b.birth_date;
  if (b.card_number !== undefined) v.cardNumber = b.card_number;
  if (b.sheba !== undefined) v.sheba = b.sheba;
  if (b.newsletter !== undefined) v.newsletter = b.newsletter;
  if (b.status !== undefined) v.status = b.status;
  if (b.role_id !== undefined) {
    if (b.role_id !== null) {
      if (!isFeatureOn(await featureState(tx), 'customer_roles')) throw validation({ role_id: peopleMessage('customer_roles_off') });
      const [r] = await tx.select({ id: customerRoles.id }).from(customerRoles).where(eq(customerRoles.id, b.role_id));
      if (!r) throw validation({ role_id: peopleMessage('unknown_role') });
    }
    v.roleId = b.role_id;
  }
  if (b.password !== undefined) v.passwordHash = await hashPassword(b.password);
  return v;
}

/** A duplicate mobile or e-mail (unique index) → 409 on that field. */
export function customerUniqueError(e: unknown): unknown {
  if (!isUniqueViolation(e)) return e;
  const constraint = (e as { constraint?: string; cause?: { constraint?: string } }).constraint ?? (e as { cause?: { constraint?: string } }).cause?.constraint;
  const field = constraint === 'customers_email_uq' ? 'email' : 'mobile';
  return duplicate(field, peopleLabels.customer[field]);
}
