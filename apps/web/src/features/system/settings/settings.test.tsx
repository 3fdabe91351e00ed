import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, mockFetch, renderWithSession } from '../../../test/utils';
import { settingRoutes } from './setting.routes';
import type { SettingGroupData } from './setting.api';

const group: SettingGroupData = {
  group: { name: 'general', label: 'اصلی' },
  settings: [
    { name: 'site_title', label: 'عنوان سایت', type: 'text', value: 'فروشگاه' },
    { name: 'site_description', label: 'توضیح کوتاه سایت', type: 'textarea', value: '' },
    { name: 'admin_per_page', label: 'تعداد ردیف', type: 'number', value: 15, min: 5, max: 100 },
    { name: 'min_withdraw', label: 'کمترین مبلغ برداشت', type: 'price', value: 10000 },
    { name: 'postal_code_required', label: 'کد پستی الزامی', type: 'boolean', value: true },
    { name: 'unit_label', label: 'واحد پول', type: 'select', value: 'تومان', options: [{ value: 'تومان', label: 'تومان' }, { value: 'ریال', label: 'ریال' }] },
    { name: 'logo', label: 'لوگو', type: 'image', value: null },
  ],
};

describe('settings page', () => {
  it('renders a field per setting type and saves the group with PUT; server messages go under the fields', async () => {
    let attempt = 0;
    const fetch = mockFetch({
      'GET /api/admin/settings/general': () => ({ data: group }),
      'PUT /api/admin/settings/general': ({ body }) => {
        attempt += 1;
        if (attempt === 1) return json(422, { error: { code: 'validation', message: 'اطلاعات واردشده معتبر نیست', fields: { site_title: 'عنوان سایت بیش از حد بلند است' } } });
        return { data: { ...group, settings: group.settings.map((s) => ({ ...s, value: (body as Record<string, unknown>)[s.name] })) } };
      },
      'GET /api/admin/home': () => ({ data: homeFixture() }),
    });
    renderWithSession(settingRoutes, '/admin/settings/general', homeFixture({ permissions: ['read_setting', 'update_setting'] }));
    const title = await screen.findByLabelText('عنوان سایت', undefined, { timeout: 10000 });
    expect(title).toHaveValue('فروشگاه');
    expect(screen.getByText('تنظیمات اصلی')).toBeInTheDocument();
    expect(screen.getByLabelText('توضیح کوتاه سایت').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('کمترین مبلغ برداشت')).toHaveValue('10,000');
    expect(screen.getByRole('switch', { name: 'کد پستی الزامی' })).toBeChecked();

    fireEvent.change(title, { target: { value: 'فروشگاه نو' } });
    fireEvent.click(screen.getByRole('switch', { name: 'کد پستی الزامی' }));
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    expect(await screen.findByText('عنوان سایت بیش از حد بلند است')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PUT', '/api/admin/settings/general')).toHaveLength(2));
    expect(fetch.find('PUT', '/api/admin/settings/general')[1]!.body).toMatchObject({
      site_title: 'فروشگاه نو',
      admin_per_page: 15,
      min_withdraw: 10000,
      postal_code_required: false,
      unit_label: 'تومان',
    });
    expect(await screen.findByText('تنظیمات ذخیره شد')).toBeInTheDocument();
  });

  it('hides the save button without update_setting', async () => {
    mockFetch({ 'GET /api/admin/settings/general': () => ({ data: group }) });
    renderWithSession(settingRoutes, '/admin/settings/general', homeFixture({ permissions: ['read_setting'] }));
    expect(await screen.findByLabelText('عنوان سایت', undefined, { timeout: 10000 })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /ذخیره/ })).toBeNull();
  });

  it('shows a secret as a password field marked set, never filled; an empty save sends it empty (kept by the server)', async () => {
    const instagram: SettingGroupData = {
      group: { name: 'instagram', label: 'اینستاگرام' },
      settings: [
        { name: 'instagram_access_token', label: 'توکن دسترسی بلندمدت', type: 'secret', value: '', is_set: true, masked: '••••9876' },
        { name: 'instagram_proxy_url', label: 'نشانی پراکسی', type: 'url', value: 'http://127.0.0.1:8080' },
      ],
    };
    const fetch = mockFetch({
      'GET /api/admin/settings/instagram': () => ({ data: instagram }),
      'PUT /api/admin/settings/instagram': () => ({ data: instagram }),
    });
    renderWithSession(settingRoutes, '/admin/settings/instagram', homeFixture({ permissions: ['read_setting', 'update_setting'] }));
    const token = await screen.findByLabelText(/توکن دسترسی بلندمدت/, undefined, { timeout: 10000 });
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveValue('');
    expect(screen.getByText(/تنظیم شده ••••9876/)).toBeInTheDocument();
    expect(screen.getByLabelText('نشانی پراکسی')).toHaveAttribute('dir', 'ltr');
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PUT', '/api/admin/settings/instagram')).toHaveLength(1));
    expect(fetch.find('PUT', '/api/admin/settings/instagram')[0]!.body).toMatchObject({ instagram_proxy_url: 'http://127.0.0.1:8080' });
    expect((fetch.find('PUT', '/api/admin/settings/instagram')[0]!.body as Record<string, unknown>).instagram_access_token ?? '').toBe('');
  });
});
