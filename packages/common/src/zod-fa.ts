import { z } from 'zod';
import { isMessageKey, ruleMessage, type MessageKey } from './validation';
import { defaultFieldLabel } from './i18n/fa/validation';

/**
 * Turns zod issues into `{ "field.path": "Persian message" }`, with each field's Persian label
 * taken from its `.meta({ title })`. The server answers 422 with this map; forms in the browser
 * use the same function so both speak the same Persian.
 */
type AnySchema = z.core.$ZodType;

function unwrap(s: AnySchema): AnySchema {
  let cur: any = s;
  for (let i = 0; i < 10; i++) {
    const def = cur?._zod?.def;
    if (!def) break;
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault' || def.type === 'readonly' || def.type === 'catch' || def.type === 'nonoptional') cur = def.innerType;
    else if (def.type === 'pipe') cur = def.out?._zod?.def?.type === 'transform' ? def.in : def.out;
    else if (def.type === 'lazy') cur = def.getter();
    else break;
  }
  return cur;
}

function titleOf(s: AnySchema | undefined): string | undefined {
  let cur: any = s;
  for (let i = 0; i < 10 && cur; i++) {
    const t = z.globalRegistry.get(cur)?.title;
    if (t) return t;
    const def = cur._zod?.def;
    if (!def) break;
    cur = def.innerType ?? (def.type === 'pipe' ? (def.out?._zod?.def?.type === 'transform' ? def.in : def.out) : undefined);
  }
  return undefined;
}

/** The schema found at `path` inside `schema`, or undefined. */
export function schemaAt(schema: AnySchema, path: readonly PropertyKey[]): AnySchema | undefined {
  let cur: AnySchema | undefined = schema;
  for (const key of path) {
    if (!cur) return undefined;
    const u: any = unwrap(cur);
    const def = u?._zod?.def;
    if (def?.type === 'object') cur = def.shape[key as string];
    else if (def?.type === 'array') cur = def.element;
    else if (def?.type === 'record') cur = def.valueType;
    else if (def?.type === 'tuple') cur = def.items[Number(key)];
    else return undefined;
  }
  return cur;
}

export function labelAt(schema: AnySchema, path: readonly PropertyKey[]): string | undefined {
  return titleOf(schemaAt(schema, path));
}

/** The label at `path`, or the nearest labelled parent's (an array item speaks of its list). */
function nearestLabel(schema: AnySchema, path: readonly PropertyKey[]): string | undefined {
  for (let n = path.length; n > 0; n--) {
    const l = labelAt(schema, path.slice(0, n));
    if (l) return l;
  }
  return undefined;
}

function messageFor(iss: z.core.$ZodIssue, label: string | undefined, input: unknown): string {
  const m = (k: MessageKey, p: Record<string, string | number> = {}) => ruleMessage(k, label, p);
  switch (iss.code) {
    case 'invalid_type':
      if (input === undefined || input === null) return m('required');
      switch (iss.expected) {
        case 'string': return m('type_string');
        case 'int': return typeof input === 'number' && Number.isFinite(input) ? m('integer') : m('type_number');
        case 'number': case 'bigint': return m('type_number');
        case 'boolean': return m('type_boolean');
        case 'array': return m('type_array');
        default: return m('_default');
      }
    case 'too_small': {
      const min = Number(iss.minimum);
      if (iss.origin === 'string') return min <= 1 && typeof input === 'string' && input.trim() === '' ? m('required') : m('min', { length: min });
      if (iss.origin === 'array' || iss.origin === 'set') return min <= 1 ? m('required') : m('min_value', { min });
      return m('min_value', { min });
    }
    case 'too_big': {
      const max = Number(iss.maximum);
      if (iss.origin === 'string') return m('max', { length: max });
      if (iss.origin === 'file') return m('size', { size: Math.floor(max / 1024) });
      return m('max_value', { max });
    }
    case 'invalid_format':
      if (iss.format === 'email') return m('email');
      // A pattern may name its catalogue message (e.g. `regex(/^09\d{9}$/, { message: 'mobile' })`).
      if (iss.format === 'regex') return isMessageKey(iss.message) ? m(iss.message) : m('regex');
      return m('_default');
    case 'not_multiple_of':
      return m('integer');
    case 'invalid_value':
    case 'invalid_union':
      return m('oneOf');
    case 'custom': {
      const msg = iss.message;
      // Refinements give a Persian message with an optional {field} placeholder.
      if (msg && /[\u0600-\u06FF]/.test(msg)) return msg.replace('{field}', label || defaultFieldLabel);
      return m('_default');
    }
    default:
      return m('_default');
  }
}

function valueAt(obj: unknown, path: readonly PropertyKey[]): unknown {
  let cur: any = obj;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = cur[k as any];
  }
  return cur;
}

/** Field path → first Persian message. An issue on the whole object is keyed by `_`. */
export function persianFieldErrors(schema: AnySchema, issues: readonly z.core.$ZodIssue[], input?: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const iss of issues) {
    if (iss.code === 'unrecognized_keys') {
      for (const k of iss.keys) {
        const p = [...iss.path, k].join('.');
        out[p] ??= ruleMessage('unknownField', undefined, { field: k }).replace(/«.*»/, `«${k}»`);
      }
      continue;
    }
    if (iss.code === 'invalid_union' && iss.errors?.length) {
      // A union reports per-branch issues; take the first branch's.
      Object.assign(out, persianFieldErrors(schema, iss.errors[0] as z.core.$ZodIssue[], input));
      continue;
    }
    const key = iss.path.length ? iss.path.join('.') : '_';
    if (out[key]) continue;
    out[key] = messageFor(iss, nearestLabel(schema, iss.path), valueAt(input, iss.path));
  }
  return out;
}
