import { describe, expect, it } from 'vitest';
import { checkRule, custom, parseRules, rules, validateValue, VALIDATE_TRIGGER, type CatalogueRule, type RuleParam, type RuleContext } from '@pishkhan/common/rules';

const L = 'نام';
const file = (name: string, type: string, size: number) => ({ name, type, size });

/** [rule, params, passing value, failing value, expected Persian message, ctx?] */
const cases: Array<[CatalogueRule, RuleParam[], unknown, unknown, string, RuleContext?]> = [
  ['required', [], 'علی', '  ', 'نام الزامی است'],
  ['required_if', ['type', 'physical'], '۱۲', '', 'نام الزامی است', { getFieldValue: () => 'physical' }],
  ['min', [3], 'علیرضا', 'عل', 'نام باید دست‌کم ۳ کاراکتر باشد'],
  ['max', [5], 'علی', 'علیرضا رضایی', 'نام نباید بیشتر از ۵ کاراکتر باشد'],
  ['between', [1, 10], '۷', '۱۱', 'نام باید بین ۱ و ۱۰ باشد'],
  ['length', [4], 'abcd', 'abc', 'نام باید دقیقاً ۴ کاراکتر باشد'],
  ['digits', [4], '۱۲۳۴', '12a4', 'نام باید عددی و دقیقاً ۴ رقم باشد'],
  ['numeric', [], '٣٤٥', '3.5', 'نام فقط می‌تواند عددی باشد'],
  ['integer', [], '-۴۲', '4.2', 'نام باید عدد صحیح باشد'],
  ['double', [2], '۱۲٫۵۰', '12.505', 'نام باید یک عدد اعشاری معتبر باشد'],
  ['min_value', [10], '۱۰', '9', 'مقدار نام باید ۱۰ یا بیشتر باشد'],
  ['max_value', [100], 100, '۱۰۱', 'مقدار نام باید ۱۰۰ یا کمتر باشد'],
  ['email', [], 'ali@example.ir', 'ali@', 'نام باید یک نشانی ایمیل معتبر باشد'],
  ['alpha', [], 'می‌خواهم', 'abc1', 'نام فقط می‌تواند شامل حروف باشد'],
  ['alpha_num', [], 'کد۱۲abc', 'کد ۱۲', 'نام فقط می‌تواند شامل حروف و اعداد باشد'],
  ['alpha_dash', [], 'کد_۱-a', 'کد!', 'نام فقط می‌تواند شامل حروف، اعداد، خط تیره و زیرخط باشد'],
  ['alpha_spaces', [], 'علی رضا', 'علی2', 'نام فقط می‌تواند شامل حروف و فاصله باشد'],
  ['regex', [/^\d{3}-\d{2}$/], '۱۲۳-۴۵', '12-345', 'قالب نام قابل قبول نیست'],
  ['confirmed', ['password'], 'secret1', 'secret2', 'نام با تکرار آن یکسان نیست', { getFieldValue: () => 'secret1' }],
  ['oneOf', ['a', 'b'], 'b', 'c', 'نام باید یک مقدار معتبر باشد'],
  ['excluded', ['admin', 'root'], 'ali', 'root', 'نام باید یک مقدار معتبر باشد'],
  ['image', [], file('a.png', 'image/png', 10), file('a.pdf', 'application/pdf', 10), 'نام باید یک تصویر باشد'],
  ['mimes', ['image/jpeg', 'image/png'], file('a.jpg', 'image/jpeg', 1), file('a.gif', 'image/gif', 1), 'نام باید از نوع معتبر باشد'],
  ['ext', ['jpg', 'png'], file('a.JPG', '', 1), file('a.webp', '', 1), 'نام باید یک فایل معتبر باشد'],
  ['size', [100], file('a.png', 'image/png', 100 * 1024), file('a.png', 'image/png', 100 * 1024 + 1), 'حجم نام باید کمتر از ۱۰۰ کیلوبایت باشد'],
  ['dimensions', [200, 100], { width: 200, height: 100 }, { width: 200, height: 101 }, 'نام باید ۲۰۰ پیکسل عرض و ۱۰۰ پیکسل ارتفاع داشته باشد'],
];

describe('rule catalogue', () => {
  it.each(cases)('%s passes and fails with its Persian message', async (name, params, good, bad, message, ctx) => {
    expect(await checkRule(name, good, params, L, ctx)).toBeNull();
    expect(await checkRule(name, bad, params, L, ctx)).toBe(message);
  });

  it('covers every rule of spec §5', () => {
    expect(new Set(cases.map((c) => c[0])).size).toBe(26);
  });

  it('skips every rule but required on an empty value', async () => {
    for (const [name, params, , , , ctx] of cases) {
      if (name === 'required' || name === 'required_if') continue;
      expect(await checkRule(name, '', params, L, ctx)).toBeNull();
      expect(await checkRule(name, null, params, L, ctx)).toBeNull();
    }
  });

  it('required fails on null, [], false and whitespace; passes on 0', async () => {
    for (const v of [null, undefined, [], false, ' \u00A0 ']) expect(await checkRule('required', v, [], L)).toBe('نام الزامی است');
    expect(await checkRule('required', 0, [], L)).toBeNull();
  });

  it('required_if only applies when the other field has one of the values', async () => {
    const ctx = { getFieldValue: (n: string) => (n === 'type' ? 'digital' : undefined) };
    expect(await checkRule('required_if', '', ['type', 'physical'], L, ctx)).toBeNull();
    expect(await checkRule('required_if', '', ['type', 'digital', 'physical'], L, ctx)).toBe('نام الزامی است');
    // without values: required when the other field is filled
    expect(await checkRule('required_if', '', ['type'], L, ctx)).toBe('نام الزامی است');
  });

  it('digit rules accept Persian and Arabic digits (JS \\d is ASCII only)', async () => {
    expect(await checkRule('digits', '۰۹۱۲۳۴۵۶۷۸۹', [11], L)).toBeNull();
    expect(await checkRule('digits', '٠٩١٢٣٤٥٦٧٨٩', [11], L)).toBeNull();
    expect(await checkRule('numeric', '۱۲۳٤٥', [], L)).toBeNull();
    expect(await checkRule('min_value', '۵', [6], L)).toBe('مقدار نام باید ۶ یا بیشتر باشد');
    expect(await checkRule('between', 'abc', [1, 3], L)).toBe('نام باید بین ۱ و ۳ باشد');
  });

  it('double: any decimals by default, comma separator on request', async () => {
    expect(await checkRule('double', '3.14159', [], L)).toBeNull();
    expect(await checkRule('double', '3,5', [1, 'comma'], L)).toBeNull();
    expect(await checkRule('double', '3.5', [1, 'comma'], L)).not.toBeNull();
    expect(await checkRule('double', '.', [], L)).not.toBeNull();
  });

  it('file rules read antd UploadFile objects and arrays, with wildcard mimes', async () => {
    const up = { uid: '1', originFileObj: file('x.png', 'image/png', 2048) };
    expect(await checkRule('mimes', [up], ['image/*'], L)).toBeNull();
    expect(await checkRule('size', [up, file('y.png', 'image/png', 4096)], [2], L)).toBe('حجم نام باید کمتر از ۲ کیلوبایت باشد');
    expect(await checkRule('image', 'not a file', [], L)).toBe('نام باید یک تصویر باشد');
  });

  it('dimensions measures a File with the given reader', async () => {
    const measureImage = async () => ({ width: 640, height: 480 });
    expect(await checkRule('dimensions', file('a.png', 'image/png', 1), [640, 480], L, { measureImage })).toBeNull();
    expect(await checkRule('dimensions', file('a.png', 'image/png', 1), [800, 600], L, { measureImage })).toBe(
      'نام باید ۸۰۰ پیکسل عرض و ۶۰۰ پیکسل ارتفاع داشته باشد',
    );
    const broken = async () => {
      throw new Error('decode');
    };
    expect(await checkRule('dimensions', file('a.png', 'image/png', 1), [1, 1], L, { measureImage: broken })).not.toBeNull();
  });

  it('uses the default label when none is given', async () => {
    expect(await checkRule('required', '', [])).toBe('این فیلد الزامی است');
  });
});

describe('spec parsing and validateValue', () => {
  it('parses pipe strings, params and regex with commas', () => {
    expect(parseRules('required|min:3|between:1, 10|regex:^a{1,2}$')).toEqual([
      { name: 'required', params: [] },
      { name: 'min', params: ['3'] },
      { name: 'between', params: ['1', '10'] },
      { name: 'regex', params: ['^a{1,2}$'] },
    ]);
    expect(parseRules(['required', ['regex', /a|b/]])).toEqual([
      { name: 'required', params: [] },
      { name: 'regex', params: [/a|b/] },
    ]);
    expect(() => parseRules('requird')).toThrow();
  });

  it('returns the first failing message in order', async () => {
    expect(await validateValue('', 'required|min:3', L)).toBe('نام الزامی است');
    expect(await validateValue('ab', 'required|min:3|max:20', L)).toBe('نام باید دست‌کم ۳ کاراکتر باشد');
    expect(await validateValue('abcd', 'required|min:3|max:20', L)).toBeNull();
    expect(await validateValue('x', 'regex:/^[A-Z]$/i', L)).toBeNull();
  });
});

describe('antd rules', () => {
  const form = (values: Record<string, unknown>) => ({ getFieldValue: (n: string) => values[n] });
  const resolve = (r: ReturnType<typeof rules>[number], values: Record<string, unknown> = {}) => (typeof r === 'function' ? r(form(values)) : r);

  it('returns one rule validating on input and blur, required flag set', async () => {
    const list = rules(L, 'required|min:3|max:20');
    expect(list).toHaveLength(1);
    const rule = resolve(list[0]!);
    expect(rule.validateTrigger).toEqual(['onChange', 'onBlur']);
    expect(VALIDATE_TRIGGER).toEqual(['onChange', 'onBlur']);
    expect(rule.required).toBe(true);
    await expect(rule.validator!({}, 'ab')).rejects.toThrow('نام باید دست‌کم ۳ کاراکتر باشد');
    await expect(rule.validator!({}, 'abc')).resolves.toBeUndefined();
  });

  it('confirmed and required_if read other fields through the form', async () => {
    const c = resolve(rules('تکرار رمز', 'confirmed:password')[0]!, { password: 'abc12345' });
    await expect(c.validator!({}, 'abc12345')).resolves.toBeUndefined();
    await expect(c.validator!({}, 'abc')).rejects.toThrow('تکرار رمز با تکرار آن یکسان نیست');

    const ri = rules('وزن', 'required_if:type,physical|numeric');
    expect(resolve(ri[0]!, { type: 'physical' }).required).toBe(true);
    expect(resolve(ri[0]!, { type: 'digital' }).required).toBe(false);
    await expect(resolve(ri[0]!, { type: 'physical' }).validator!({}, '')).rejects.toThrow('وزن الزامی است');
    await expect(resolve(ri[0]!, { type: 'digital' }).validator!({}, '')).resolves.toBeUndefined();
  });

  it('custom rules default to «{field} معتبر نیست»', async () => {
    const r = custom(L, (v) => v === 'ok') as { validator: (r: unknown, v: unknown) => Promise<void> };
    await expect(r.validator({}, 'no')).rejects.toThrow('نام معتبر نیست');
    await expect(r.validator({}, 'ok')).resolves.toBeUndefined();
  });
});
