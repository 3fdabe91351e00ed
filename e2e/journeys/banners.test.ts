import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bannerText as t } from '@pishkhan/common/i18n/fa/banners';
import { toPersianDigits } from '@pishkhan/common/text';
import { adminPassword, apiAs, base, journeyBrowser, settle, shot, signIn } from '../support/browser';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });
const png = (background: string, width: number, height: number) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

describe('banner journeys', () => {
  it('rebalance banner weights', async () => {
    const { call, token } = await apiAs('admin', adminPassword());
    const upload = async (color: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await png(color, 1200, 300))], { type: 'image/png' }), 'banner.png');
      return (await (await fetch(`${base()}/api/admin/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()).data.id as number;
    };
    const pos = await call('POST', '/api/admin/positions', { label: 'بالای صفحه‌ی اصلی', key: 'e2e-home-top', width: 1200, height: 300, description: 'بنر پهن زیر اسلایدر' });
    expect(pos.status, JSON.stringify(pos.json)).toBe(201);
    const positionId = pos.json.data.id as number;
    const titles = ['حراج پایان فصل', 'ارسال رایگان', 'کالکشن زمستانه'];
    const ids: number[] = [];
    for (const [i, title] of titles.entries()) {
      const b = await call('POST', '/api/admin/advertisements', { position_id: positionId, title, image_id: await upload(['#7c3aed', '#0ea5e9', '#f59e0b'][i]!), link: { type: 'product' } });
      expect(b.status, JSON.stringify(b.json)).toBe(201);
      ids.push(b.json.data.id);
    }
    // The first entered with 100, the others with 0.
    expect((await call('GET', `/api/admin/advertisements?position_id=${positionId}&sort=id`)).json.data.map((b: { weight: number }) => b.weight)).toEqual([100, 0, 0]);

    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/position`);
    await page.getByRole('link', { name: t.open }).first().waitFor();
    await settle(page);
    await shot(page, 'banners-positions');
    await page.goto(`${base()}/admin/position/advertisements/${positionId}`);
    const editor = page.getByTestId('weight-editor');
    const sum = editor.getByTestId('weight-sum');
    await expect.poll(() => sum.textContent(), { timeout: 20_000 }).toContain(t.runningSum(toPersianDigits(100)));

    // Change one weight: the running sum follows at once and the save waits for 100.
    const weight = (title: string) => editor.getByRole('textbox', { name: t.weightOf(title) });
    await weight(titles[0]!).fill('۶۰');
    await expect.poll(() => sum.textContent()).toContain(t.runningSum(toPersianDigits(60)));
    const save = editor.getByRole('button', { name: t.saveWeights });
    expect(await save.isDisabled()).toBe(true);
    await weight(titles[1]!).fill('۲۵');
    await weight(titles[2]!).fill('۱۵');
    await expect.poll(() => sum.textContent()).toContain(t.runningSum(toPersianDigits(100)));
    await save.click();
    await expect.poll(async () => (await call('GET', `/api/admin/advertisements?position_id=${positionId}&sort=id`)).json.data.map((b: { weight: number }) => b.weight), { timeout: 10_000 }).toEqual([60, 25, 15]);
    await settle(page);
    await shot(page, 'banners-weights-1366');

    // Spread evenly: 34, 33, 33; saved; a reload shows them.
    await editor.getByRole('button', { name: t.spreadEvenly }).click();
    await expect.poll(() => weight(titles[0]!).inputValue()).toBe('34');
    await save.click();
    await expect.poll(async () => (await call('GET', `/api/admin/advertisements?position_id=${positionId}&sort=id`)).json.data.map((b: { weight: number }) => b.weight), { timeout: 10_000 }).toEqual([34, 33, 33]);
    await page.reload();
    await expect.poll(() => page.getByTestId('weight-editor').getByRole('textbox', { name: t.weightOf(titles[2]!) }).inputValue(), { timeout: 20_000 }).toBe('33');
    expect(await page.getByTestId('weight-editor').getByRole('textbox', { name: t.weightOf(titles[0]!) }).inputValue()).toBe('34');

    // On a phone.
    const phone = await newPage(390, 844);
    await signIn(phone);
    await phone.goto(`${base()}/admin/position/advertisements/${positionId}`);
    await phone.getByTestId('weight-sum').waitFor({ timeout: 20_000 });
    await settle(phone);
    await shot(phone, 'banners-weights-390');
    await phone.goto(`${base()}/admin/position/advertisements/${positionId}/edit/${ids[0]}`);
    await phone.getByText(t.imageHelp(toPersianDigits(1200), toPersianDigits(300))).waitFor({ timeout: 20_000 });
    await settle(phone);
    await shot(phone, 'banners-form-390');
    await page.goto(`${base()}/admin/advertise`);
    await page.getByRole('cell', { name: titles[1] }).first().waitFor({ timeout: 20_000 });
    await settle(page);
    await shot(page, 'banners-all-1366');
  }, 180_000);
});
