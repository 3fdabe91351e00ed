import { errorMessage, type ErrorKey } from '@pishkhan/common/i18n/fa/errors';
import type { ErrorArgs } from '@pishkhan/common/errors';

/**
 * An error with an HTTP status, a key and a Persian message; rendered as the error envelope
 * `{ error: { code, message, fields? } }` (docs/errors.md). `code` is the key of the refusal
 * (`in_use`, `cannot_grant_more`, a domain's own key such as `insufficient_stock`), not its class:
 * the status carries the class.
 */
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

/** The Persian message of a key of the error catalogue. */
export const faMessage = errorMessage;

/** An error of the catalogue: `code` is the key, the message its Persian sentence with `params`. */
export function appError<K extends ErrorKey>(status: number, key: K, ...args: ErrorArgs<K>): AppError {
  return new AppError(status, key, errorMessage(key, ...args));
}
/** The same, with the message also shown on form fields. */
export function fieldError(err: AppError, ...fields: string[]): AppError {
  err.fields = Object.fromEntries(fields.map((f) => [f, err.message]));
  return err;
}

export const badRequest = (key: ErrorKey = 'bad_request') => new AppError(400, key, errorMessage(key as 'bad_request'));
export const unauthenticated = (key: ErrorKey = 'unauthenticated') => new AppError(401, key, errorMessage(key as 'unauthenticated'));
export const forbidden = (key: ErrorKey = 'forbidden') => new AppError(403, key, errorMessage(key as 'forbidden'));

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
/** 404 `not_found`, naming the entity when known (`notFound('color')` → the Persian "colour not found" of the catalogue). */
export const notFound = (entity?: string) => appError(404, 'not_found', { entity });
/** 409 with a key of the catalogue. */
export const conflict = <K extends ErrorKey>(key: K, ...args: ErrorArgs<K>) => appError(409, key, ...args);
/** 409 `in_use`: "this {entity} is used in {count} {by}" (`assigned`: "given to {count} {by}"). */
export const inUse = (entity: string, count: number, by: string, assigned = false) => appError(409, 'in_use', { entity, count, by, assigned });
/** 409 `duplicate` on `field` (its Persian label `label`). */
export const duplicate = (field: string | undefined, label: string) => {
  const err = appError(409, 'duplicate', { field: label });
  return field ? fieldError(err, field) : err;
};
/** 422 `export_too_large`: an export past `max` rows (`entity`: what its rows are). */
export const exportTooLarge = (max: number, entity?: string) => appError(422, 'export_too_large', { max, entity });
export const validation = (fields: Record<string, string>) => new AppError(422, 'validation', errorMessage('validation'), fields);
export const tooMany = () => appError(429, 'rate_limited');

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
