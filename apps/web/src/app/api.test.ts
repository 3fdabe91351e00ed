import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/utils';
import { api, ApiError, setUnauthorizedHandler } from './api';
import { safeRedirect } from './paths';

describe('api wrapper', () => {
  afterEach(() => setUnauthorizedHandler(null));

  it('sends X-Requested-With and same-origin credentials, and parses the error envelope', async () => {
    const { calls, spy } = mockFetch({
      'POST /api/admin/colors': () => json(422, { error: { code: 'validation', message: 'اطلاعات نامعتبر', fields: { name: 'نام الزامی است' } } }),
    });
    const err = await api.post('/api/admin/colors', { name: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, code: 'validation', message: 'اطلاعات نامعتبر', fields: { name: 'نام الزامی است' } });
    expect(calls[0]!.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(spy.mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('calls the unauthorized handler on 401, except for calls that opt out', async () => {
    mockFetch({ 'GET /api/admin/home': () => json(401, { error: { code: 'unauthenticated', message: 'ابتدا وارد شوید' } }) });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await expect(api.get('/api/admin/home')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.get('/api/admin/home', undefined, { noAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('drops empty query values and returns undefined on 204', async () => {
    const { calls } = mockFetch({ 'DELETE /api/admin/colors/3': () => new Response(null, { status: 204 }) });
    await expect(api.delete('/api/admin/colors/3', { query: { q: '', page: 2, x: undefined } })).resolves.toBeUndefined();
    expect(calls[0]!.url.search).toBe('?page=2');
  });
});

describe('safeRedirect', () => {
  it('keeps paths inside the panel and refuses everything else', () => {
    expect(safeRedirect('/admin/color?q=abc')).toBe('/color?q=abc');
    expect(safeRedirect(encodeURIComponent('/admin/order/5'))).toBe('/order/5');
    expect(safeRedirect('/admin')).toBe('/');
    expect(safeRedirect('//evil.example/admin')).toBe('/');
    expect(safeRedirect('https://evil.example/admin/x')).toBe('/');
    expect(safeRedirect('/other')).toBe('/');
    expect(safeRedirect('/admin/login?redirect=/admin')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
