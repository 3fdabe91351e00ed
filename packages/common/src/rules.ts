/**
 * The browser validation rule catalogue of spec §5 (vee-validate 3 names) as pure functions
 * and as antd Form rules. Messages come from `ruleMessage()` (Persian, `{field}` = the label).
 *
 * How to use it in a form:
 *
 *   import { rules, VALIDATE_TRIGGER } from '@pishkhan/common/rules';
 *
 *   <Form validateTrigger={VALIDATE_TRIGGER}>            // validation on input and on blur
 *     <Form.Item name="name" label={t.name} rules={rules(t.name, 'required|min:3|max:20')}>
 *     <Form.Item name="code" label={t.code} rules={rules(t.code, ['required', ['regex', /^[a-z]+|[0-9]+$/]])}>
 *     <Form.Item name="password2" dependencies={['password']}
 *                rules={rules(t.password2, 'required|confirmed:password')}>
 *     <Form.Item name="weight" dependencies={['type']}
 *                rules={rules(t.weight, 'required_if:type,physical|numeric')}>
 *
 * - A spec is a pipe string `'name:param1,param2|…'` or an array of `'name:params'` strings and
 *   `[name, ...params]` tuples (use the tuple form for a RegExp or a pattern with `|` or `,`).
 * - `rules()` returns ONE antd rule (a function rule, so `confirmed` and `required_if` can read
 *   other fields): it runs the rules in order and shows the first failing message. Its
 *   `validateTrigger` is `['onChange','onBlur']`; antd only fires a trigger the Form.Item
 *   listens to, so set `validateTrigger={VALIDATE_TRIGGER}` on the `<Form>` (or the item).
 * - Every rule except `required`/`required_if` passes on an empty value (undefined, null, '',
 *   []): combine with `required` when the field must be filled.
 * - Digit rules convert Persian (۰–۹) and Arabic (٠–٩) digits and the Persian decimal
 *   separator (٫) before checking.
 * - File rules (`image`, `mimes`, `ext`, `size` in KB, `dimensions`) take a File/Blob, an antd
 *   UploadFile (`originFileObj`), or an array of them. `dimensions` also accepts a
 *   `{ width, height }` object and measures a File in the browser (async).
 * - Pure checks: `checkRule(name, value, params, label, ctx?)` → Promise<Persian message | null>,
 *   `validateValue(value, spec, label, ctx?)` → the first message or null; `validators` holds the
 *   bare predicates; `custom(label, predicate, message?)` makes a rule with the default message
 *   «{field} معتبر نیست».
 */
import { ruleMessage } from './validation';
import { toAsciiDigits } from './text';

export const RULE_NAMES = [
  'required', 'required_if', 'min', 'max', 'between', 'length', 'digits', 'numeric', 'integer',
  'double', 'min_value', 'max_value', 'email', 'alpha', 'alpha_num', 'alpha_dash', 'alpha_spaces',
  'regex', 'confirmed', 'oneOf', 'excluded', 'image', 'mimes', 'ext', 'size', 'dimensions',
] as const;
export type CatalogueRule = (typeof RULE_NAMES)[number];

export type RuleParam = string | number | RegExp;
export type RuleItem = string | readonly [CatalogueRule, ...RuleParam[]];
export type RuleSpec = string | readonly RuleItem[];

/** Triggers of spec §5: validation runs on input and on blur. */
export const VALIDATE_TRIGGER: string[] = ['onChange', 'onBlur'];

export interface ImageSize {
  width: number;
  height: number;
}
export interface RuleContext {
  /** Another field's value (antd: `form.getFieldValue`), for `confirmed` and `required_if`. */
  getFieldValue?: (name: string) => unknown;
  /** Reads a picture's size; defaults to the browser's createImageBitmap / Image. */
  measureImage?: (file: Blob) => Promise<ImageSize>;
}

/* ------------------------------------------------------------------ helpers */

/** Empty for every rule but `required`: undefined, null, '' (after trim) and []. */
export function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

/** Value as ASCII text: Persian/Arabic digits and the Persian decimal separator converted. */
function asText(v: unknown): string {
  return toAsciiDigits(String(v)).replace(/\u066B/g, '.');
}

/** A number typed with any digits, or NaN. Accepts "-12", "۱۲٫۵", 12. */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return NaN;
  const s = asText(v).trim();
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(s) ? Number(s) : NaN;
}

const num = (p: RuleParam | undefined): number => (typeof p === 'number' ? p : toNumber(String(p ?? '')));

interface FileLike {
  name?: string;
  type?: string;
  size?: number;
}
function asFile(v: unknown): FileLike | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as { originFileObj?: unknown };
  if (o.originFileObj && typeof o.originFileObj === 'object') return o.originFileObj as FileLike;
  const f = v as FileLike;
  if (typeof f.size === 'number' || typeof f.type === 'string' || typeof f.name === 'string') return f;
  return null;
}
const eachItem = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);
const extOf = (name = '') => {
  const i = name.lastIndexOf('.');
  return i >= 0 ? name.slice(i + 1).toLowerCase() : '';
};
const IMAGE_EXT = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'avif'];

/** Reads a picture's natural size in the browser. */
export async function measureImageFile(file: Blob): Promise<ImageSize> {
  if (typeof createImageBitmap === 'function') {
    const bmp = await createImageBitmap(file);
    const size = { width: bmp.width, height: bmp.height };
    bmp.close?.();
    return size;
  }
  if (typeof Image === 'function' && typeof URL !== 'undefined' && URL.createObjectURL) {
    const url = URL.createObjectURL(file);
    try {
      return await new Promise<ImageSize>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
        img.onerror = () => reject(new Error('image'));
        img.src = url;
      });
    } finally {
      URL.revokeObjectURL(url);
    }
  }
  throw new Error('image');
}

/* --------------------------------------------------------------- predicates */

type Predicate = (value: unknown, params: RuleParam[], ctx: RuleContext) => boolean | Promise<boolean>;

const letters = /^[\p{L}\p{M}\u200C]+$/u;
const lettersNum = /^[\p{L}\p{M}\p{Nd}\u200C]+$/u;
const lettersDash = /^[\p{L}\p{M}\p{Nd}\u200C_-]+$/u;
const lettersSpaces = /^[\p{L}\p{M}\u200C\s]+$/u;
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const strLen = (v: unknown) => [...String(v)].length;

function toRegExp(p: RuleParam | undefined): RegExp {
  if (p instanceof RegExp) return p;
  const s = String(p ?? '');
  const m = /^\/(.*)\/([a-z]*)$/s.exec(s);
  return m ? new RegExp(m[1]!, m[2]) : new RegExp(s);
}

function requiredOk(v: unknown): boolean {
  if (v === false) return false;
  return !isEmptyValue(v);
}

function requiredIfApplies(params: RuleParam[], ctx: RuleContext): boolean {
  const [target, ...values] = params;
  if (target === undefined || !ctx.getFieldValue) return false;
  const other = ctx.getFieldValue(String(target));
  if (values.length === 0) return requiredOk(other);
  return values.some((x) => asText(x) === asText(other ?? ''));
}

/** The bare predicates (true = valid). Non-required rules are not called for empty values. */
export const validators: Record<CatalogueRule, Predicate> = {
  required: (v) => requiredOk(v),
  required_if: (v, p, ctx) => !requiredIfApplies(p, ctx) || requiredOk(v),
  min: (v, [n]) => eachItem(v).every((x) => strLen(x) >= num(n)),
  max: (v, [n]) => eachItem(v).every((x) => strLen(x) <= num(n)),
  between: (v, [a, b]) => {
    const n = toNumber(v);
    return !Number.isNaN(n) && n >= num(a) && n <= num(b);
  },
  length: (v, [n]) => (Array.isArray(v) ? v.length : strLen(v)) === num(n),
  digits: (v, [n]) => {
    const s = asText(v);
    return /^\d+$/.test(s) && s.length === num(n);
  },
  numeric: (v) => eachItem(v).every((x) => /^\d+$/.test(asText(x))),
  integer: (v) => eachItem(v).every((x) => /^-?\d+$/.test(asText(x))),
  double: (v, [decimals = '*', separator = 'dot']) => {
    const sep = separator === 'comma' ? ',' : '\\.';
    const frac = decimals === '*' ? '\\d+' : num(decimals) === 0 ? '' : `\\d{${num(decimals)}}`;
    const re = new RegExp(frac ? `^-?\\d*(${sep}${frac})?$` : '^-?\\d*$');
    return eachItem(v).every((x) => {
      const s = asText(x);
      return /\d/.test(s) && re.test(s);
    });
  },
  min_value: (v, [m]) => eachItem(v).every((x) => toNumber(x) >= num(m)),
  max_value: (v, [m]) => eachItem(v).every((x) => toNumber(x) <= num(m)),
  email: (v) => eachItem(v).every((x) => EMAIL.test(String(x).trim())),
  alpha: (v) => eachItem(v).every((x) => letters.test(String(x))),
  alpha_num: (v) => eachItem(v).every((x) => lettersNum.test(String(x))),
  alpha_dash: (v) => eachItem(v).every((x) => lettersDash.test(String(x))),
  alpha_spaces: (v) => eachItem(v).every((x) => lettersSpaces.test(String(x))),
  regex: (v, [p]) => {
    const re = toRegExp(p);
    return eachItem(v).every((x) => {
      re.lastIndex = 0;
      return re.test(asText(x));
    });
  },
  confirmed: (v, [target], ctx) => {
    if (!ctx.getFieldValue) return false;
    const other = ctx.getFieldValue(String(target ?? ''));
    return String(v) === String(other ?? '');
  },
  oneOf: (v, list) => eachItem(v).every((x) => list.some((o) => asText(o) === asText(x))),
  excluded: (v, list) => eachItem(v).every((x) => !list.some((o) => asText(o) === asText(x))),
  image: (v) =>
    eachItem(v).every((x) => {
      const f = asFile(x);
      if (!f) return false;
      return f.type ? /^image\//.test(f.type) : IMAGE_EXT.includes(extOf(f.name));
    }),
  mimes: (v, list) =>
    eachItem(v).every((x) => {
      const f = asFile(x);
      if (!f || !f.type) return false;
      const type = f.type.toLowerCase();
      return list.some((m) => {
        const want = String(m).toLowerCase().trim();
        return want.endsWith('/*') ? type.startsWith(want.slice(0, -1)) : type === want;
      });
    }),
  ext: (v, list) =>
    eachItem(v).every((x) => {
      const f = asFile(x);
      return !!f && list.map((e) => String(e).toLowerCase().replace(/^\./, '')).includes(extOf(f.name));
    }),
  size: (v, [kb]) =>
    eachItem(v).every((x) => {
      const f = asFile(x);
      return !!f && typeof f.size === 'number' && f.size <= num(kb) * 1024;
    }),
  dimensions: async (v, [w, h], ctx) => {
    for (const x of eachItem(v)) {
      let size: ImageSize | null = null;
      const o = x as Partial<ImageSize> | null;
      if (o && typeof o === 'object' && typeof o.width === 'number' && typeof o.height === 'number') {
        size = { width: o.width, height: o.height };
      } else {
        const f = asFile(x);
        if (!f) return false;
        try {
          size = await (ctx.measureImage ?? measureImageFile)(f as Blob);
        } catch {
          return false;
        }
      }
      if (size.width !== num(w) || size.height !== num(h)) return false;
    }
    return true;
  },
};

/* ----------------------------------------------------------------- messages */

function messageParams(name: CatalogueRule, p: RuleParam[]): Record<string, string | number> {
  const n = (i: number) => {
    const x = num(p[i]);
    return Number.isNaN(x) ? String(p[i] ?? '') : x;
  };
  switch (name) {
    case 'min':
    case 'max':
    case 'length':
    case 'digits':
      return { length: n(0) };
    case 'between':
      return { min: n(0), max: n(1) };
    case 'min_value':
      return { min: n(0) };
    case 'max_value':
      return { max: n(0) };
    case 'size':
      return { size: n(0) };
    case 'dimensions':
      return { width: n(0), height: n(1) };
    default:
      return {};
  }
}

/** The Persian message of a rule for a field label. */
export function messageOf(name: CatalogueRule, label: string | undefined, params: RuleParam[] = []): string {
  return ruleMessage(name, label, messageParams(name, params));
}

/* ------------------------------------------------------------------ parsing */

export interface ParsedRule {
  name: CatalogueRule;
  params: RuleParam[];
}

const isRuleName = (s: string): s is CatalogueRule => (RULE_NAMES as readonly string[]).includes(s);

function parseItem(item: string): ParsedRule {
  const i = item.indexOf(':');
  const name = (i < 0 ? item : item.slice(0, i)).trim();
  const rest = i < 0 ? '' : item.slice(i + 1);
  if (!isRuleName(name)) throw new Error(`Unknown validation rule "${name}"`);
  // A pattern may contain commas: regex takes the whole rest as one parameter.
  const params = rest === '' ? [] : name === 'regex' ? [rest] : rest.split(',').map((s) => s.trim());
  return { name, params };
}

/** Parses `'required|min:3'` or an array spec into rules. Unknown names throw (a programming error). */
export function parseRules(spec: RuleSpec): ParsedRule[] {
  const items: readonly RuleItem[] = typeof spec === 'string' ? spec.split('|').filter((s) => s.trim() !== '') : spec;
  return items.map((it) => {
    if (typeof it === 'string') return parseItem(it);
    const [name, ...params] = it;
    if (!isRuleName(name)) throw new Error(`Unknown validation rule "${String(name)}"`);
    return { name, params };
  });
}

/* ------------------------------------------------------------------- checks */

const ALWAYS_RUN: ReadonlySet<CatalogueRule> = new Set(['required', 'required_if']);

/** Checks one rule: the Persian message when it fails, null when it passes. */
export async function checkRule(
  name: CatalogueRule,
  value: unknown,
  params: RuleParam[] = [],
  label?: string,
  ctx: RuleContext = {},
): Promise<string | null> {
  if (!ALWAYS_RUN.has(name) && isEmptyValue(value)) return null;
  const ok = await validators[name](value, params, ctx);
  return ok ? null : messageOf(name, label, params);
}

/** Runs a spec in order and returns the first failing message, or null. */
export async function validateValue(value: unknown, spec: RuleSpec, label?: string, ctx: RuleContext = {}): Promise<string | null> {
  for (const r of parseRules(spec)) {
    const msg = await checkRule(r.name, value, r.params, label, ctx);
    if (msg) return msg;
  }
  return null;
}

/* --------------------------------------------------------------- antd rules */

/**
 * Structural copies of antd's rule types, so this package needs no antd dependency; the result
 * is assignable to antd's `Rule[]`.
 */
export interface FormInstanceLike {
  getFieldValue: (name: any) => any;
}
export interface RuleObjectLike {
  required?: boolean;
  validateTrigger?: string | string[];
  validator?: (rule: unknown, value: any) => Promise<void | any> | void;
  message?: string;
}
export type FormRule = RuleObjectLike | ((form: FormInstanceLike) => RuleObjectLike);

export interface RulesOptions {
  measureImage?: RuleContext['measureImage'];
}

/** antd Form rules for a field: see the notes at the top of this file. */
export function rules(label: string, spec: RuleSpec, options: RulesOptions = {}): FormRule[] {
  const parsed = parseRules(spec);
  if (parsed.length === 0) return [];
  const rule: FormRule = (form) => {
    const ctx: RuleContext = { getFieldValue: (n) => form.getFieldValue(n), measureImage: options.measureImage };
    const required = parsed.some((r) => r.name === 'required' || (r.name === 'required_if' && requiredIfApplies(r.params, ctx)));
    return {
      required,
      validateTrigger: VALIDATE_TRIGGER,
      validator: async (_rule, value) => {
        for (const r of parsed) {
          const msg = await checkRule(r.name, value, r.params, label, ctx);
          if (msg) throw new Error(msg);
        }
      },
    };
  };
  return [rule];
}

/** A custom rule; its message defaults to the catalogue's «{field} معتبر نیست». */
export function custom(label: string, predicate: (value: any) => boolean | Promise<boolean>, message?: string): FormRule {
  return {
    validateTrigger: VALIDATE_TRIGGER,
    validator: async (_rule, value) => {
      if (isEmptyValue(value)) return;
      if (!(await predicate(value))) throw new Error(message ?? ruleMessage('_default', label));
    },
  };
}
