import sharp from 'sharp';
import { describe, expect, it, onTestFailed } from 'vitest';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { linkText } from '@pishkhan/common/i18n/fa/links';
import { resourceKitText as kit } from '@pishkhan/common/i18n/fa/resource-kit';
import { sliderGroupLabels, sliderText as t } from '@pishkhan/common/i18n/fa/slider';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { isoOfDay, jalaliOfDay, tehranToday } from '@pishkhan/common/jalali-days';
import { linkTypeLabel } from '@pishkhan/common/links';
import { toPersianDigits } from '@pishkhan/common/text';
import type { Page } from 'playwright-core';
import { adminPassword, apiAs, base, dropdown, journeyBrowser, settle, shot, signIn, pickOption } from '../support/browser';

const { newPage } = journeyBrowser({ width: 1366, height: 768 });
const L = contentLabels.slider.fields;
const TITLE = 'حراج شب یلدا';
const PAGE_TITLE = 'شرایط حراج یلدا';
const pad = (n: number) => String(n).padStart(2, '0');
/** A Jalali date-time as an admin types it: Persian digits. */
const typedDay = (day: number, time: string) => {
  const j = jalaliOfDay(day);
  return toPersianDigits(`${j.jy}/${pad(j.jm)}/${pad(j.jd)} ${time}`);
};

/** Types a Jalali date-time into a picker and confirms it with the panel's button (Enter would submit the form). */
async function typeWhen(page: Page, label: string, text: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill('');
  await box.pressSequentially(text);
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button').click();
}

const slideRow = (page: Page) => page.getByRole('row', { name: new RegExp(TITLE) });
/** The schedule state shown in the slide's row (the schedule column on a wide screen, beside the title on a phone). */
const stateIn = (page: Page, state: string) => slideRow(page).getByText(state, { exact: true }).filter({ visible: true }).first();
const preview = (page: Page) => page.getByRole('region', { name: t.preview });

describe('slider journey', () => {
  it('schedules a slide for a Jalali date with a picture and a page link, sees it waiting outside the preview, then starts it yesterday and sees it shown', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const target = await call('POST', '/api/admin/pages', { title: PAGE_TITLE, body: '<p>تخفیف‌ها تا پایان شب یلدا.</p>' });
    expect(target.status, JSON.stringify(target.json)).toBe(201);

    const page = await newPage();
    onTestFailed(() => shot(page, 'slider-failure'));
    await signIn(page);
    await page.goto(`${base()}/admin/slider`);
    const desktop = page.getByRole('link', { name: `${t.open}: ${sliderGroupLabels.desktop}` });
    await desktop.waitFor();
    await settle(page);
    await shot(page, 'slider-groups');
    await desktop.click();
    await page.waitForURL(`${base()}/admin/slider/desktop`);
    await page.getByRole('link', { name: kit.create(contentLabels.slider.one) }).click();
    await page.waitForURL(`${base()}/admin/slider/desktop/create`);

    await page.getByRole('textbox', { name: L.title }).fill(TITLE);
    await page.getByRole('textbox', { name: L.description }).fill('تا چهل درصد تخفیف روی آجیل و شیرینی');
    const picture = await sharp({ create: { width: 1920, height: 600, channels: 3, background: '#9f1239' } }).png().toBuffer();
    await page.locator('#image_id').setInputFiles({ name: 'yalda.png', mimeType: 'image/png', buffer: picture });
    await expect.poll(() => page.locator('[role=listitem] img').first().getAttribute('src'), { timeout: 20_000 }).toMatch(/^\/uploads\//);

    // The link: a page of the shop, found by its Persian name.
    await page.getByRole('combobox', { name: `${L.link}: ${linkText.kind}` }).click();
    await dropdown(page).getByText(linkTypeLabel('page'), { exact: true }).click();
    const targetBox = page.getByRole('combobox', { name: `${L.link}: ${linkText.target}` });
    await targetBox.click();
    await targetBox.pressSequentially('یلدا');
    await pickOption(page, dropdown(page).getByText(PAGE_TITLE, { exact: true }));

    // Shown from ten days ahead, 18:00 Tehran.
    const later = tehranToday() + 10;
    await typeWhen(page, L.starts_at, typedDay(later, '18:00'));
    await settle(page);
    await shot(page, 'slider-form-scheduled');
    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(`${base()}/admin/slider/desktop`, { timeout: 20_000 });

    await stateIn(page, t.scheduleStates.scheduled).waitFor();
    // Once the preview's own request has answered: the group shows nothing yet.
    await page.waitForLoadState('networkidle');
    await settle(page);
    await page.locator('.pk-slider-preview').getByText(t.previewEmpty).waitFor();
    expect(await page.locator('.pk-slider-preview img').count()).toBe(0);
    await shot(page, 'slider-list-scheduled');

    const saved = (await call('GET', `/api/admin/sliders?group=desktop&q=${encodeURIComponent(TITLE)}`)).json.data[0];
    expect(saved).toMatchObject({
      group: 'desktop',
      title: TITLE,
      status: true,
      schedule: 'scheduled',
      starts_at: new Date(`${isoOfDay(later)}T18:00:00+03:30`).toISOString(),
      link: { type: 'page', id: target.json.data.id, title: PAGE_TITLE },
      image: { url: expect.stringMatching(/^\/uploads\//) },
    });

    // Started yesterday instead: shown now, in the preview.
    const row = slideRow(page);
    await row.getByRole('link', { name: crudText.edit }).or(row.getByRole('button', { name: crudText.edit })).first().click();
    await page.waitForURL(new RegExp(`/admin/slider/desktop/edit/${saved.id}$`));
    await expect.poll(() => page.getByRole('combobox', { name: `${L.link}: ${linkText.target}` }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]').textContent()).toContain(PAGE_TITLE);
    await typeWhen(page, L.starts_at, typedDay(tehranToday() - 1, '08:00'));
    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(`${base()}/admin/slider/desktop`, { timeout: 20_000 });
    await stateIn(page, t.scheduleStates.live).waitFor();
    await preview(page).getByRole('img', { name: TITLE }).waitFor();
    await settle(page);
    await shot(page, 'slider-list-live');
    expect((await call('GET', `/api/admin/sliders/${saved.id}`)).json.data).toMatchObject({
      schedule: 'live',
      starts_at: new Date(`${isoOfDay(tehranToday() - 1)}T08:00:00+03:30`).toISOString(),
    });

    // The same screens on a phone.
    const phone = await newPage(390, 844);
    await signIn(phone);
    await phone.goto(`${base()}/admin/slider`);
    await phone.getByRole('link', { name: `${t.open}: ${sliderGroupLabels.desktop}` }).waitFor();
    await settle(phone);
    await shot(phone, 'slider-groups-phone');
    await phone.goto(`${base()}/admin/slider/desktop`);
    await stateIn(phone, t.scheduleStates.live).or(slideRow(phone)).first().waitFor();
    await preview(phone).getByRole('img', { name: TITLE }).waitFor();
    await settle(phone);
    await shot(phone, 'slider-list-phone');
    await phone.goto(`${base()}/admin/slider/desktop/edit/${saved.id}`);
    await phone.getByRole('textbox', { name: L.title }).waitFor();
    await settle(phone);
    await shot(phone, 'slider-form-phone');
  }, 180_000);
});
