import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { editorText as t } from '@pishkhan/common/i18n/fa/editor';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { adminPassword, apiAs, base, journeyBrowser, shot, signIn } from '../support/browser';

const { newPage } = journeyBrowser({ width: 1280, height: 900 });
const L = contentLabels.faq.fields;
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WORD = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/components/editor/fixtures/word-clipboard.html'), 'utf8');

describe('content journeys', () => {
  it('writes an FAQ answer in the Persian editor: typed heading and list, a Word paste, an uploaded picture, undo/redo, counts; saves sanitised HTML', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/faqs/create`);
    await page.getByRole('textbox', { name: L.question }).fill('ارسال سفارش چقدر طول می‌کشد؟');

    const editor = page.getByRole('textbox', { name: L.answer });
    await editor.click();
    await expect.poll(() => editor.getAttribute('dir')).toBe('rtl');
    await page.keyboard.type('زمان ارسال');
    await page.getByRole('button', { name: t.heading(2) }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('سفارش‌ها با Tipax در ۲ روز کاری می‌رسند.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: t.bulletList }).click();
    await page.keyboard.type('تهران');
    await page.keyboard.press('Enter');
    await page.keyboard.type('شهرستان‌ها');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await editor.locator('h2').textContent()).toBe('زمان ارسال');
    expect(await editor.locator('ul > li').allTextContents()).toEqual(['تهران', 'شهرستان‌ها']);

    // Undo removes the last typed word; redo brings it back.
    await page.keyboard.type('پایان');
    await page.getByRole('button', { name: t.undo }).click();
    await expect.poll(() => editor.textContent()).not.toContain('پایان');
    await page.getByRole('button', { name: t.redo }).click();
    await expect.poll(() => editor.textContent()).toContain('پایان');

    // Paste from Word: real lists, no Office styles.
    await editor.evaluate((el, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'x');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, WORD);
    await expect.poll(() => editor.locator('ol > li').count()).toBe(2);
    expect(await editor.locator('ul ul > li').allTextContents()).toEqual(['تهران: یک روز کاری', 'شهرستان‌ها: سه روز کاری']);
    expect(await editor.locator('table td').count()).toBe(4);

    // A picture uploaded into the text through the upload route (decoded and re-encoded there).
    // The editor's own file input is never shown (the toolbar button opens it), even inside a form item.
    expect(await page.locator('.pk-editor input[type=file]').isVisible()).toBe(false);
    await page.locator('.pk-editor input[type=file]').setInputFiles({
      name: 'box.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0f766e' } }).png().toBuffer(),
    });
    await expect.poll(() => editor.locator('img').getAttribute('src'), { timeout: 20_000 }).toMatch(/^\/uploads\//);

    expect(await page.locator('.pk-editor-stats').textContent()).toMatch(/^[۰-۹]+ نویسه، [۰-۹]+ واژه، [۰-۹]+ دقیقه خواندن$/);
    await shot(page, 'faq-editor');
    // The editor with its content passes axe (no serious or critical violation).
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (c: Element, o: object) => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
      const r = await axe.run(document.querySelector('.pk-editor')!, { resultTypes: ['violations'] });
      return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${(v as unknown as { nodes: { target: string[] }[] }).nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    });
    expect(violations).toEqual([]);

    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(/\/admin\/faqs(\?|$)/, { timeout: 20_000 });

    const { call } = await apiAs('admin', adminPassword());
    const list = await call('GET', `/api/admin/faqs?q=${encodeURIComponent('ارسال سفارش')}`);
    const answer = list.json.data[0].answer as string;
    expect(answer).toContain('<h2 dir="rtl">زمان ارسال</h2>');
    expect(answer).toMatch(/<ul dir="rtl"><li dir="rtl"><p dir="rtl">تهران<\/p><\/li>/);
    expect(answer).toMatch(/<ol dir="rtl">/);
    expect(answer).toMatch(/<img src="\/uploads\/[^"]+"/);
    expect(answer).not.toMatch(/style=|class=|mso-|<span|file:/);
  }, 120_000);
});
