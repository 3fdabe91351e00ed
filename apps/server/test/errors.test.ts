import { describe, expect, it } from 'vitest';
import { errorMessage, errorMessages, errorEntityLabels } from '@pishkhan/common/i18n/fa/errors';
import { errorClass, type ErrorKey } from '@pishkhan/common/errors';
import { RESOURCES } from '@pishkhan/common/resources/index';
import { appError, inUse, isForeignKeyViolation, notFound } from '../src/lib/errors';

describe('isForeignKeyViolation', () => {
  it('knows both foreign-key refusals, directly or wrapped by the driver layer', () => {
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
    expect(isForeignKeyViolation({ code: '23001' })).toBe(true); // ON DELETE RESTRICT
    expect(isForeignKeyViolation({ message: 'Failed query', cause: { code: '23001' } })).toBe(true);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
    expect(isForeignKeyViolation(null)).toBe(false);
  });
});

describe('the error catalogue', () => {
  // Every parameter any key takes, so every placeholder has a value.
  const every = { entity: 'color', by: 'variant', field: 'نام', count: 3, max: 5000, size: 5120 };

  it('has a Persian message for every key, with every placeholder filled and numbers in Persian digits', () => {
    const keys = Object.keys(errorMessages) as ErrorKey[];
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) {
      const m = (errorMessage as (k: ErrorKey, p?: object) => string)(key, every);
      expect(m, key).toMatch(/[\u0600-\u06FF]/);
      expect(m, key).not.toMatch(/[{}]|undefined|null|NaN/);
      if (key !== 'event_stream_only') expect(m, key).not.toMatch(/[0-9]/);
    }
  });

  it('names entities by their Persian label, the resources by their definition’s name', () => {
    for (const def of RESOURCES) expect(errorEntityLabels[def.name], def.name).toBe(def.texts.one);
    expect(errorMessage('not_found', { entity: 'color' })).toBe('رنگ یافت نشد');
    expect(errorMessage('not_found')).toBe('مورد خواسته‌شده یافت نشد');
    expect(errorMessage('duplicate', { field: 'کد رنگ' })).toBe('کد رنگ تکراری است');
    expect(errorMessage('in_use', { entity: 'color', count: 12, by: 'variant' })).toBe('این رنگ در ۱۲ تنوع محصول استفاده شده و حذف نمی‌شود');
    expect(errorMessage('in_use', { entity: 'role', count: 2, by: 'admin', assigned: true })).toBe('این نقش به ۲ مدیر داده شده و حذف نمی‌شود');
    expect(errorMessage('in_use')).toBe('این مورد در حال استفاده است و حذف نمی‌شود');
    expect(errorMessage('export_too_large', { max: 50000, entity: 'product' })).toBe('بیش از ۵۰۰۰۰ محصول برای خروجی انتخاب شده است؛ بازه یا فیلترها را محدودتر کنید');
  });

  it('makes the key the code and keeps the status', () => {
    expect(inUse('unit', 4, 'product')).toMatchObject({ status: 409, code: 'in_use', message: 'این واحد در ۴ محصول استفاده شده و حذف نمی‌شود' });
    expect(notFound('city')).toMatchObject({ status: 404, code: 'not_found', message: 'شهر یافت نشد' });
    expect(appError(403, 'cannot_grant_more')).toMatchObject({ status: 403, code: 'cannot_grant_more', message: errorMessages.cannot_grant_more });
    expect([400, 401, 403, 404, 409, 413, 422, 429, 500].map(errorClass)).toEqual(['bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'too_large', 'validation', 'rate_limited', 'server_error']);
  });
});
