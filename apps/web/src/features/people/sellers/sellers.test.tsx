import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import type { RowOf } from '@pishkhan/common/resource';
import type { sellerResource } from '@pishkhan/common/resources/seller.resource';
import { sellerRoutes } from './seller.routes';

type Seller = RowOf<typeof sellerResource>;
const T = { timeout: 10000 };
const perms = ['read_seller', 'create_seller', 'update_seller', 'delete_seller'];
const seller = (over: Partial<Seller> = {}): Seller => ({
  id: 4,
  full_name: 'حسین کریمی',
  national_code: '0499370899',
  mobile: '09121234567',
  description: null,
  status: true,
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
  ...over,
});

describe('sellers', () => {
  it('lists, searches and sorts sellers on the server', async () => {
    const fetch = mockFetch({ 'GET /api/admin/sellers': () => listResponse([seller()]) });
    const { router } = renderWithSession(sellerRoutes, '/admin/sellers', homeFixture({ permissions: perms }));
    await screen.findByText('حسین کریمی', undefined, T);
    expect(screen.getByText('0499370899')).toHaveAttribute('dir', 'ltr');
    fireEvent.click(screen.getAllByText('نام و نام خانوادگی')[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=full_name'));
    fireEvent.change(screen.getByLabelText('جستجو'), { target: { value: 'كريمي' } });
    fireEvent.keyDown(screen.getByLabelText('جستجو'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(fetch.find('GET', '/api/admin/sellers').some((c) => c.url.searchParams.get('q') === 'كريمي' && c.url.searchParams.get('sort') === 'full_name')).toBe(true));
    await waitFor(() => expect(fetch.find('GET', '/api/admin/sellers').some((c) => c.url.searchParams.get('sort') === 'full_name')).toBe(true));
  });

  it('checks the national code like the server and shows a duplicate (409) under the field', async () => {
    const fetch = mockFetch({
      'GET /api/admin/sellers': () => listResponse([]),
      'POST /api/admin/sellers': () => json(409, { error: { code: 'conflict', message: 'این کد ملی قبلاً ثبت شده است', fields: { national_code: 'این کد ملی قبلاً ثبت شده است' } } }),
    });
    renderWithSession(sellerRoutes, '/admin/sellers/create', homeFixture({ permissions: perms }));
    fireEvent.change(await screen.findByLabelText('نام و نام خانوادگی', undefined, T), { target: { value: 'حسین کریمی' } });
    fireEvent.change(screen.getByLabelText('کد ملی'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('موبایل'), { target: { value: '0912' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    expect(await screen.findByText('کد ملی باید ۱۰ رقم باشد')).toBeInTheDocument();
    expect(screen.getByText(/موبایل باید شماره موبایل معتبر ایران باشد/)).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/sellers')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('کد ملی'), { target: { value: '۰۴۹۹۳۷۰۸۹۹' } });
    fireEvent.change(screen.getByLabelText('موبایل'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/sellers')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/sellers')[0]!.body).toEqual({ full_name: 'حسین کریمی', national_code: '۰۴۹۹۳۷۰۸۹۹', mobile: null, description: null, status: true });
    const under = await screen.findAllByText('این کد ملی قبلاً ثبت شده است');
    expect(under.some((el) => el.closest('.ant-form-item-explain'))).toBe(true);
  });
});
