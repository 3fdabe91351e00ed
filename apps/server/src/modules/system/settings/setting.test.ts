import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@pishkhan/common/i18n/fa/errors';
import { settingLabels } from '@pishkhan/common/i18n/fa/settings';
import { FEATURES } from '@pishkhan/common/features';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

const valueOf = async (group: string, name: string) =>
  (await api(ctx).get(`/api/admin/settings/${group}`)).json().data.settings.find((s: any) => s.name === name)?.value;

describe('settings /api/admin/settings', () => {
  it('lists the groups with Persian labels and reads a group with typed settings', async () => {
    const groups = (await api(ctx).get('/api/admin/settings')).json().data;
    expect(groups.map((g: any) => g.name)).toEqual(expect.arrayContaining(['general', 'security', 'features']));
    for (const g of groups) expect(g.label).toMatch(/[\u0600-\u06FF]/);

    const general = await api(ctx).get('/api/admin/settings/general');
    expect(general.statusCode).toBe(200);
    const data = general.json().data;
    expect(data.group).toEqual({ name: 'general', label: 'اصلی' });
    const perPage = data.settings.find((s: any) => s.name === 'admin_per_page');
    expect(perPage).toMatchObject({ type: 'number', value: 15, min: 5, max: 100, label: settingLabels.admin_per_page });
    const currency = data.settings.find((s: any) => s.name === 'currency');
    expect(currency.type).toBe('select');
    expect(currency.options.length).toBeGreaterThan(1);
    expect(data.settings.find((s: any) => s.name === 'logo')).toMatchObject({ type: 'image', value: null });

    const features = (await api(ctx).get('/api/admin/settings/features')).json().data.settings;
    expect(features.map((s: any) => s.name).sort()).toEqual(FEATURES.map((f) => `feature_${f.key}`).sort());
    for (const s of features) expect(s).toMatchObject({ type: 'boolean', value: true, label: expect.stringMatching(/[\u0600-\u06FF]/) });

    const unknown = await api(ctx).get('/api/admin/settings/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(errorMessages.unknown_setting_group);
    expect((await api(ctx).put('/api/admin/settings/nope', { a: 1 })).statusCode).toBe(404);
  });

  it('saves a group, accepting Persian digits in numbers, and audits before/after', async () => {
    const res = await api(ctx).put('/api/admin/settings/general', { admin_per_page: '۱۲', site_title: '  فروشگاه <b>من</b>  ' });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data.settings;
    expect(saved.find((s: any) => s.name === 'admin_per_page').value).toBe(12);
    expect(saved.find((s: any) => s.name === 'site_title').value).toBe('فروشگاه <b>من</b>');
    expect(await valueOf('general', 'admin_per_page')).toBe(12);
    expect((await api(ctx).put('/api/admin/settings/wallet', { min_withdraw: '۲۵٬۰۰۰' })).json().data.settings[0].value).toBe(25000);

    const logs = (await api(ctx).get('/api/admin/audit-logs?entity=setting')).json().data;
    const general = logs.find((l: any) => l.entity_id === 'general');
    expect(general).toMatchObject({ action: 'update', admin: { username: 'admin' } });
    expect(general.changes).toEqual({ admin_per_page: [15, 12], site_title: ['', 'فروشگاه <b>من</b>'] });
    // Saving the same values again changes nothing and logs nothing.
    const count = (await api(ctx).get('/api/admin/audit-logs?entity=setting')).json().meta.total;
    expect((await api(ctx).put('/api/admin/settings/general', { admin_per_page: 12 })).statusCode).toBe(200);
    expect((await api(ctx).get('/api/admin/audit-logs?entity=setting')).json().meta.total).toBe(count);
    // The new currency shows in home at once.
    expect((await api(ctx).put('/api/admin/settings/general', { currency: 'rial' })).statusCode).toBe(200);
    expect((await api(ctx).get('/api/admin/home')).json().data.unit_label).toBe('ریال');
  });

  it('rejects wrong types naming the setting in Persian, unknown keys, and writes nothing when one value is bad', async () => {
    const before = await valueOf('general', 'site_title');
    const bad = await api(ctx).put('/api/admin/settings/general', { site_title: 'عنوان تازه', admin_per_page: 'ده' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('validation');
    expect(bad.json().error.fields).toEqual({ admin_per_page: expect.stringContaining(settingLabels.admin_per_page!) });
    expect(bad.json().error.fields.admin_per_page).toMatch(/عدد صحیح/);
    expect(await valueOf('general', 'site_title')).toBe(before);

    const range = await api(ctx).put('/api/admin/settings/general', { admin_per_page: 1000 });
    expect(range.json().error.fields.admin_per_page).toBe(`مقدار ${settingLabels.admin_per_page} باید ۱۰۰ یا کمتر باشد`);
    const types = await api(ctx).put('/api/admin/settings/order', { postal_code_required: 'yes', invoice_paper: 'A3', reserved_days: 1.5 });
    expect(types.statusCode).toBe(422);
    expect(Object.keys(types.json().error.fields).sort()).toEqual(['invoice_paper', 'postal_code_required', 'reserved_days']);
    expect(types.json().error.fields.postal_code_required).toContain(settingLabels.postal_code_required!);
    expect((await api(ctx).put('/api/admin/settings/features', { feature_colors: 'off' })).statusCode).toBe(422);

    const unknown = await api(ctx).put('/api/admin/settings/general', { site_title: 'x', no_such_setting: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.no_such_setting).toMatch(/no_such_setting/);
    // A real setting of another group is unknown here.
    const elsewhere = await api(ctx).put('/api/admin/settings/general', { session_idle_minutes: 30 });
    expect(elsewhere.statusCode).toBe(422);
    expect(await valueOf('security', 'session_idle_minutes')).toBe(480);
    expect(await valueOf('general', 'site_title')).toBe(before);

    // An image setting must point at an upload.
    const noImage = await api(ctx).put('/api/admin/settings/general', { logo: 999999 });
    expect(noImage.statusCode).toBe(422);
    expect(noImage.json().error.fields.logo).toContain(settingLabels.logo!);
    const { rows } = await ctx.database.pool.query(
      `insert into media (path, mime, size, width, height) values ('2025/01/logo.webp', 'image/webp', 10, 1, 1) returning id`,
    );
    const withImage = await api(ctx).put('/api/admin/settings/general', { logo: rows[0].id });
    expect(withImage.statusCode).toBe(200);
    expect(await valueOf('general', 'logo')).toEqual({ id: rows[0].id, url: '/uploads/2025/01/logo.webp' });
  });

  it('a switched-off feature removes its permissions from every admin and its routes answer 404', async () => {
    const seller = await ctx.adminWith(['read_seller', 'read_color', 'read_unit'], 'sellerman');
    const perms = async (token: string) => (await api(ctx, token).get('/api/admin/home')).json().data.permissions as string[];
    expect(await perms(ctx.token)).toContain('read_seller');
    expect(await perms(seller.token)).toContain('read_seller');

    expect((await api(ctx).put('/api/admin/settings/features', { feature_sellers: false, feature_colors: false })).statusCode).toBe(200);
    for (const token of [ctx.token, seller.token]) {
      const home = (await api(ctx, token).get('/api/admin/home')).json().data;
      expect(home.permissions).not.toContain('read_seller');
      expect(home.permissions).not.toContain('create_seller');
      expect(home.permissions).not.toContain('read_color');
      expect(home.features).toMatchObject({ sellers: false, colors: false, newsletters: true });
      const colours = await api(ctx, token).get('/api/admin/colors');
      expect(colours.statusCode).toBe(404);
      expect(colours.json().error.message).toBe(errorMessages.route_not_found);
      expect((await api(ctx, token).get('/api/admin/units')).statusCode).toBe(200);
    }
    expect(await perms(seller.token)).toEqual(['read_unit']);
    // Even a super admin cannot write to a switched-off feature.
    expect((await api(ctx).post('/api/admin/colors', { name: 'خاموش', code: '#000000' })).statusCode).toBe(404);

    expect((await api(ctx).put('/api/admin/settings/features', { feature_sellers: true, feature_colors: true })).statusCode).toBe(200);
    expect(await perms(seller.token)).toEqual(expect.arrayContaining(['read_seller', 'read_color']));
    expect((await api(ctx, seller.token).get('/api/admin/colors')).statusCode).toBe(200);
  });

  it('401 without a session; read_setting reads but only update_setting writes', async () => {
    expect((await api(ctx, null).get('/api/admin/settings')).statusCode).toBe(401);
    expect((await api(ctx, null).put('/api/admin/settings/general', { site_title: 'x' })).statusCode).toBe(401);
    const reader = await ctx.adminWith(['read_setting']);
    expect((await api(ctx, reader.token).get('/api/admin/settings')).statusCode).toBe(200);
    expect((await api(ctx, reader.token).get('/api/admin/settings/general')).statusCode).toBe(200);
    const put = await api(ctx, reader.token).put('/api/admin/settings/general', { site_title: 'نفوذی' });
    expect(put.statusCode).toBe(403);
    expect(put.json().error.message).toBe(errorMessages.forbidden);
    expect(await valueOf('general', 'site_title')).not.toBe('نفوذی');
    const none = await ctx.adminWith(['read_color']);
    expect((await api(ctx, none.token).get('/api/admin/settings/general')).statusCode).toBe(403);
    const writer = await ctx.adminWith(['update_setting']);
    expect((await api(ctx, writer.token).put('/api/admin/settings/general', { site_title: 'مجاز' })).statusCode).toBe(200);
  });
});
