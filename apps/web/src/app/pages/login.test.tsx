import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixture, homeFixture, json, listResponse, mockFetch, renderApp } from '../../test/utils';

describe('sign-in', () => {
  beforeAll(() => Promise.all([import('./LoginPage'), import('../layout/AdminLayout')]), 60_000);

  it('sends a visitor without a session to the login page and back to where they came from', async () => {
    let signedIn = false;
    const fetch = mockFetch({
      'GET /api/admin/home': () =>
        signedIn
          ? { data: homeFixture({ permissions: ['read_color'] }) }
          : json(401, { error: { code: 'unauthenticated', message: 'لطفاً ابتدا وارد شوید' } }),
      'POST /api/admin/login': ({ body }) => {
        const b = body as { username: string; password: string };
        if (b.password !== 'درست-Pass-1') return json(401, { error: { code: 'bad_credentials', message: 'نام کاربری یا رمز عبور اشتباه است' } });
        signedIn = true;
        return { data: { token: 't', admin: adminFixture() } };
      },
      'GET /api/admin/colors': () => listResponse([{ id: 1, name: 'قرمز', code: '#ff0000', status: true, created_at: '2025-05-01T10:00:00Z' }]),
    });
    const { router } = renderApp('/admin/color?q=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), { timeout: 15_000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/color?q=abc')}`);

    fireEvent.change(await screen.findByLabelText('نام کاربری', undefined, { timeout: 15_000 }), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('رمز عبور'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: /ورود$/ }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('نام کاربری یا رمز عبور اشتباه است');
    expect(router.state.location.pathname).toBe('/admin/login');

    fireEvent.change(screen.getByLabelText('رمز عبور'), { target: { value: 'درست-Pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: /ورود$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/color'), { timeout: 15_000 });
    expect(router.state.location.search).toBe('?q=abc');
    expect(await screen.findByText('قرمز', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/login')[1]!.body).toEqual({ username: 'admin', password: 'درست-Pass-1' });
  });

  it('ignores a redirect that leaves the panel', async () => {
    mockFetch({
      'POST /api/admin/login': () => ({ data: { token: 't', admin: adminFixture() } }),
      'GET /api/admin/home': () => ({ data: homeFixture() }),
      'GET /api/admin/dashboard': () => ({ data: { recent_activity: [] } }),
    });
    const { router } = renderApp('/admin/login?redirect=https%3A%2F%2Fevil.example%2F');
    fireEvent.change(await screen.findByLabelText('نام کاربری', undefined, { timeout: 15_000 }), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('رمز عبور'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /ورود$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('sends the admin to the login page when any call answers 401 later', async () => {
    mockFetch({
      'GET /api/admin/home': () => ({ data: homeFixture({ permissions: ['read_unit'] }) }),
      'GET /api/admin/units': () => json(401, { error: { code: 'session_expired', message: 'نشست شما به پایان رسیده است' } }),
    });
    const { router } = renderApp('/admin/unit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), { timeout: 15_000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/unit')}`);
  });

  it('signs out: POST logout, storage cleared, back to the login page', async () => {
    const fetch = mockFetch({
      'GET /api/admin/home': () => ({ data: homeFixture({ permissions: ['read_unit'] }) }),
      'GET /api/admin/dashboard': () => ({ data: { recent_activity: [] } }),
      'POST /api/admin/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/admin');
    fireEvent.click(await screen.findByTestId('user-menu', undefined, { timeout: 15_000 }));
    fireEvent.click(await screen.findByText('خروج'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('');
    expect(fetch.find('POST', '/api/admin/logout')).toHaveLength(1);
    expect(localStorage.getItem('pishkhan.session')).toBeNull();
  });
});
