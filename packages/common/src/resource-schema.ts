import { z } from 'zod';
import { toAsciiDigits } from './text';
import { HTTPS_URL, fieldEntries, isInputField, RICH_TEXT_MAX_BYTES, type FieldDef, type ResourceDef } from './resource';
import { linkSchema } from './link-schema';
import { ruleMessage } from './validation';
import { bool, hexColor, id, instant, int, mobile, nationalCode, noDuplicates, nullable, optionalEmail, optionalMobile, optionalNationalCode, optionalText, storedString, text } from './schemas/fields';

/**
 * A resource definition's validation contract (zod): the server validates bodies with it and the
 * OpenAPI document shows it. Built from the same field builders as the hand-written contracts, so
 * the Persian 422 messages are the same (each label rides in `.meta({ title })`).
 */

/** A slug as stored: letters (any script) and digits in dash-separated runs. */
export const SLUG_PATTERN = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;
/** A slug as typed: the same, with the invisible format characters (ZWNJ…) a Persian keyboard puts in words; slugify drops them. */
export const SLUG_INPUT_PATTERN = /^[\p{L}\p{N}\p{Cf}]+(?:-[\p{L}\p{N}\p{Cf}]+)*$/u;
/** A calendar day, `YYYY-MM-DD` (the Jalali picker sends the Gregorian day). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` naming a day that exists, in the years the database and the Jalali calendar hold. */
const isCalendarDay = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d && d >= '0001-01-01';
};

const utf8 = new TextEncoder();
const utf8Bytes = (s: string) => utf8.encode(s).length;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** The zod schema of one field, optional (update and omitted fields) unless `required`. */
export function fieldSchema(f: FieldDef): z.ZodType {
  const req = !!f.required;
  const meta = { title: f.label };
  switch (f.kind) {
    case 'richText': {
      // Measured in bytes: Persian letters take two each. Sanitised after validation (server).
      const limit = Math.min(f.maxBytes ?? RICH_TEXT_MAX_BYTES, RICH_TEXT_MAX_BYTES);
      const tooBig = (v: unknown) => typeof v === 'string' && v.length > limit / 4 && utf8Bytes(v) > limit;
      const message = ruleMessage('size', f.label, { size: Math.floor(limit / 1024) });
      const s = (req ? text(f.label, { max: limit }) : optionalText(f.label, { max: limit })) as z.ZodType;
      return s.refine((v) => !tooBig(v), { message });
    }
    case 'text':
    case 'longText': {
      const max = f.max;
      const min = f.min;
      if (f.kind === 'text' && f.format === 'email') return req ? z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.email().max(max).meta(meta)) : optionalEmail(f.label);
      if (f.kind === 'text' && f.format === 'mobile') return req ? mobile(f.label) : optionalMobile(f.label);
      if (f.kind === 'text' && f.format === 'nationalCode') return req ? nationalCode(f.label) : optionalNationalCode(f.label);
      if (f.kind === 'text' && f.format === 'color') return req ? hexColor(f.label) : z.preprocess(emptyToNull, hexColor(f.label).nullable()).optional();
      if (f.kind === 'text' && f.format === 'url') {
        const s = z.string().trim().max(max).regex(HTTPS_URL, { message: 'url' }).meta(meta);
        return req ? s : z.preprocess(emptyToNull, s.nullable()).optional();
      }
      return req ? text(f.label, { max, ...(min !== undefined ? { min } : {}) }) : optionalText(f.label, { max });
    }
    case 'slug':
      // Empty: the server makes one from the source field.
      return z.preprocess(emptyToNull, storedString().max(f.max).regex(SLUG_INPUT_PATTERN).meta(meta).nullable()).optional();
    case 'integer':
    case 'money': {
      const s = int(f.label, { min: f.min ?? 0, ...(f.max !== undefined ? { max: f.max } : {}) });
      return req ? s : s.optional();
    }
    case 'boolean':
    case 'status':
      return req ? bool(f.label) : bool(f.label).optional();
    case 'date': {
      // Persian or Arabic digits are read as digits; the day must exist (30 February is refused, not rolled over into March).
      const s = z
        .preprocess((v) => (typeof v === 'string' ? toAsciiDigits(v) : v), z.string().trim().regex(DAY_PATTERN).refine(isCalendarDay))
        .meta(meta);
      return req ? s : nullable(s).optional();
    }
    case 'dateTime':
      return req ? instant(f.label) : nullable(instant(f.label)).optional();
    case 'image':
    case 'reference':
      return req ? id(f.label) : nullable(id(f.label)).optional();
    case 'references': {
      const s = z.array(id(f.label)).max(f.max ?? 100).meta(meta);
      return req ? s.min(1) : s.optional();
    }
    case 'textList': {
      const list = z.array(text(f.itemLabel, { max: f.max }));
      const s = (req ? list.min(1) : list).max(f.maxItems).meta(meta).superRefine((l, ctx) => noDuplicates(l, ctx, (i) => [i]));
      return req ? s : s.optional();
    }
    case 'tags': {
      // Trimmed, empty ones dropped, repeats kept once.
      const tag = text(f.label, { max: f.maxLength });
      const s = z.preprocess((v) => (Array.isArray(v) ? [...new Set(v.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== ''))] : v), z.array(tag).max(f.max).meta(meta));
      return req ? s : s.optional();
    }
    case 'enum': {
      const s = z.enum(f.values as [string, ...string[]]).meta(meta);
      return req ? s : s.optional();
    }
    case 'link':
      return linkSchema(f.label, req);
    case 'position':
      throw new Error('a position is not sent by the client');
  }
}

/** The create body: every input field (required ones must be sent), nothing else. */
export function createSchema(r: ResourceDef<any>): z.ZodObject<any> {
  return z.strictObject(Object.fromEntries(fieldEntries(r).filter(([, f]) => isInputField(f)).map(([k, f]) => [k, fieldSchema(f)])));
}

/** The update body: any part of the create body. */
export function updateSchema(r: ResourceDef<any>): z.ZodObject<any> {
  return createSchema(r).partial();
}
