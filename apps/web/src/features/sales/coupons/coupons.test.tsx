import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import type { Coupon } from './coupon.api';
import { couponRoutes } from './coupon.routes';

const T = { timeout: 10000 };
const perms = ['read_coupon', 'create_coupon', 'update_coupon', 'delete_coupon'];
const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 7,
  code: 'SUMMER10',
  title: 'تخفیف تابستانه',
  type: 'percentage',
  amount: 10,
  min_order_amount: null,
  max_discount: null,
  starts_at: '2025-03-21T08:00:00Z',
  ends_at: '2025-04-21T08:00:00Z',
  usage_limit: 100,
  per_customer_limit: 1,
  status: true,
  state: 'active',
  used_count: 3,
  created_at: '2025-03-21T08:00:00Z',
  updated_at: '2025-03-21T08:00:00Z',
  ...over,
});

describe('coupons', () => {
  it('lists coupons: code LTR, «۱۰٪» or money, state tag, used/limit; filters by state on the server', async () => {
    const fetch = mockFetch({
      'GET /api/admin/coupons': () =>
        listResponse([coupon(), coupon({ id: 8, code: 'NOROOZ', title: 'عیدانه', type: 'fixed', amount: 50000, state: 'scheduled', usage_limit: null, used_count: 0 })]),
    });
    renderWithSession(couponRoutes, '/admin/coupon', homeFixture({ permissions: perms, unit_label: 'تومان' }));
    await screen.findByText('SUMMER10', undefined, T);
    expect(screen.getByRole('heading', { name: 'کدهای تخفیف' })).toBeInTheDocument();
    expect(screen.getByText('SUMMER10')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('۱۰٪')).toBeInTheDocument();
    expect(screen.getByText('۵۰,۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('۳ از ۱۰۰')).toBeInTheDocument();
    expect(screen.getByText('۰ از نامحدود')).toBeInTheDocument();
    expect(screen.getAllByText('در جریان').length).toBeGreaterThan(0);
    expect(screen.getAllByText('شروع نشده').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('جستجو'), { target: { value: 'summer' } });
    fireEvent.keyDown(screen.getByLabelText('جستجو'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(fetch.find('GET', '/api/admin/coupons').some((c) => c.url.searchParams.get('q') === 'summer')).toBe(true));
  });

  it('checks the rules like the server (percentage ≤ 100, minimum order for fixed), switches the suffix, shows a 409 under the code', async () => {
    const fetch = mockFetch({
      'GET /api/admin/coupons': () => listResponse([]),
      'POST /api/admin/coupons': () => json(409, { error: { code: 'conflict', message: 'کد تخفیف تکراری است', fields: { code: 'کد تخفیف تکراری است' } } }),
    });
    renderWithSession(couponRoutes, '/admin/coupon/create', homeFixture({ permissions: perms, unit_label: 'تومان' }));
    fireEvent.change(await screen.findByLabelText('کد تخفیف', undefined, T), { target: { value: 'summer 10' } });
    fireEvent.change(screen.getByLabelText('عنوان'), { target: { value: 'تابستانه' } });
    const amount = screen.getByLabelText('مقدار تخفیف');
    expect(amount.closest('.ant-input-affix-wrapper')).toHaveTextContent('٪');
    fireEvent.change(amount, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    expect(await screen.findByText('تخفیف درصدی باید بین ۱ تا ۱۰۰ باشد')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/coupons')).toHaveLength(0);

    fireEvent.click(screen.getByText('مبلغ ثابت'));
    await waitFor(() => expect(screen.getByLabelText('مقدار تخفیف').closest('.ant-input-affix-wrapper')).toHaveTextContent('تومان'));
    fireEvent.change(screen.getByLabelText('مقدار تخفیف'), { target: { value: '۵۰۰۰۰' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    expect(await screen.findByText('برای تخفیف با مبلغ ثابت، حداقل مبلغ خرید الزامی است')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/coupons')).toHaveLength(0);
  });

  it('sends a normalised body and puts a duplicate code (409) under the field', async () => {
    const fetch = mockFetch({
      'GET /api/admin/coupons/7': () => ({ data: coupon() }),
      'PATCH /api/admin/coupons/7': () => json(409, { error: { code: 'conflict', message: 'کد تخفیف تکراری است', fields: { code: 'کد تخفیف تکراری است' } } }),
    });
    renderWithSession(couponRoutes, '/admin/coupon/edit/7', homeFixture({ permissions: perms, unit_label: 'تومان' }));
    const code = await screen.findByLabelText('کد تخفیف', undefined, T);
    await waitFor(() => expect(code).toHaveValue('SUMMER10'));
    fireEvent.change(code, { target: { value: 'norooz ۱۴' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/coupons/7')).toHaveLength(1));
    expect(fetch.find('PATCH', '/api/admin/coupons/7')[0]!.body).toEqual({
      code: 'NOROOZ14',
      title: 'تخفیف تابستانه',
      type: 'percentage',
      amount: 10,
      min_order_amount: null,
      max_discount: null,
      starts_at: '2025-03-21T08:00:00Z',
      ends_at: '2025-04-21T08:00:00Z',
      usage_limit: 100,
      per_customer_limit: 1,
      status: true,
    });
    const under = await screen.findAllByText('کد تخفیف تکراری است');
    expect(under.some((el) => el.closest('.ant-form-item-explain'))).toBe(true);
  });
});
