import { errorMessage, type ErrorKey } from '@pishkhan/common/i18n/fa/errors';
import { toPersianDigits } from '@pishkhan/common/text';

/** An error with an HTTP status, a code and a Persian message; rendered as the error envelope. */
export class AppError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const fa = (key: ErrorKey, params: Record<string, string | number> = {}) =>
  errorMessage(key, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? toPersianDigits(v) : v])));

export const badRequest = (key: ErrorKey = 'bad_request') => new AppError(400, 'bad_request', fa(key));
export const unauthenticated = (key: ErrorKey = 'unauthenticated') => new AppError(401, 'unauthenticated', fa(key));
export const forbidden = (key: ErrorKey = 'forbidden') => new AppError(403, 'forbidden', fa(key));

/**
 * A non-super admin may manage (edit, set the password of, disable, change the role of, delete, end the
 * sessions of) an admin, or edit or delete a role, only when every permission of that role is one they
 * hold themselves (`held`: their effective permissions). Nobody but a super admin touches a super role.
 */
export function assertCanManage(actor: { role: { isSuper: boolean } }, held: Set<string>, target: { isSuper: boolean; permissions: string[] }) {
  if (actor.role.isSuper) return;
  if (target.isSuper) throw forbidden('cannot_manage_super');
  if (target.permissions.some((p) => !held.has(p))) throw forbidden('cannot_manage_richer');
}

/** A non-super admin may only hand out permissions they hold themselves. */
export function assertCanGrant(actor: { role: { isSuper: boolean } }, held: Set<string>, granted: { isSuper: boolean; permissions: string[] }) {
  if (actor.role.isSuper) return;
  if (granted.isSuper) throw forbidden('cannot_manage_super');
  if (granted.permissions.some((p) => !held.has(p))) throw forbidden('cannot_grant_more');
}
export const notFound = (key: ErrorKey = 'not_found') => new AppError(404, 'not_found', fa(key));
export const conflict = (key: ErrorKey, params: Record<string, string | number> = {}, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', fa(key, params), fields);
export const validation = (fields: Record<string, string>) => new AppError(422, 'validation', fa('validation'), fields);
export const tooMany = () => new AppError(429, 'rate_limited', fa('rate_limited'));
export { fa as faMessage };

/** A unique-constraint violation (23505) on `constraint` → 409 on the given field. */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = err?.code === '23505' ? err : err?.cause?.code === '23505' ? err.cause : undefined;
  return !!c && (!constraint || c.constraint === constraint);
}
/** A foreign key refused the change: 23503, or 23001 when the key is declared ON DELETE RESTRICT. */
export function isForeignKeyViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return [err?.code, err?.cause?.code].some((c) => c === '23503' || c === '23001');
}
