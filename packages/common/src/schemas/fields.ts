import { z } from 'zod';
import { toAsciiDigits } from '../text';

/**
 * Field builders shared by every contract. Each carries its Persian label in `.meta({ title })`
 * (used for messages and OpenAPI). Numbers accept Persian/Arabic digits and thousands commas.
 */
const numeric = (v: unknown) => {
  if (typeof v === 'string') {
    const s = toAsciiDigits(v).replace(/[,\u066C\s]/g, '');
    if (s === '') return undefined;
    return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : v;
  }
  return v;
};

export const text = (label: string, o: { min?: number; max?: number } = {}) =>
  z.string().trim().min(o.min ?? 1).max(o.max ?? 255).meta({ title: label });

/** Optional text: "" and null become null. */
export const optionalText = (label: string, o: { max?: number } = {}) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(o.max ?? 255).meta({ title: label }).nullable())
    .optional();

export const int = (label: string, o: { min?: number; max?: number } = {}) =>
  z.preprocess(numeric, z.number().int().min(o.min ?? 0).max(o.max ?? Number.MAX_SAFE_INTEGER).meta({ title: label }));

/** A money amount: non-negative integer in the shop's unit ("۱٬۲۵۰,۰۰۰" accepted). */
export const price = (label: string) => int(label, { min: 0 });

export const bool = (label: string) =>
  z.preprocess((v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v), z.boolean().meta({ title: label }));

export const id = (label: string) => z.preprocess(numeric, z.number().int().positive().max(2 ** 53 - 1).meta({ title: label }));

export const hexColor = (label: string) =>
  z.string().trim().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, { message: 'hex' }).meta({ title: label });

/** Iranian mobile, stored as 09xxxxxxxxx; +98 / 0098 / Persian digits accepted. */
export const normalizeMobile = (v: string) => {
  let s = toAsciiDigits(v).replace(/[\s\-()]/g, '');
  if (s.startsWith('+98')) s = '0' + s.slice(3);
  else if (s.startsWith('0098')) s = '0' + s.slice(4);
  else if (s.startsWith('98') && s.length === 12) s = '0' + s.slice(2);
  else if (s.startsWith('9') && s.length === 10) s = '0' + s;
  return s;
};
export const mobile = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' ? normalizeMobile(v) : v), z.string().regex(/^09\d{9}$/).meta({ title: label }));
export const optionalMobile = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : normalizeMobile(v)) : v),
    z.string().regex(/^09\d{9}$/).meta({ title: label }).nullable(),
  ).optional();

export const optionalEmail = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim().toLowerCase() : v), z.email().max(100).meta({ title: label }).nullable()).optional();

/** List query: page, per_page (≤ 100), q, sort (`-created_at`). Unknown filters are allowed. */
export const listQuery = z.looseObject({
  page: z.preprocess(numeric, z.number().int().min(1).max(1_000_000).catch(1)).optional(),
  per_page: z.preprocess(numeric, z.number().int().min(1).max(100).catch(15)).optional(),
  q: z.string().max(200).optional(),
  sort: z.string().max(64).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const idParams = z.object({ id: z.string() });
