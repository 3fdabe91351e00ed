import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { editorText as t } from '@pishkhan/common/i18n/fa/editor';
import { contactLabels } from '@pishkhan/common/i18n/fa/contact-labels';
import { contactScreenText } from '@pishkhan/common/i18n/fa/contact-screens';
import { commentStatusLabels } from '@pishkhan/common/i18n/fa/merchandising';
import { menuLabels } from '@pishkhan/common/i18n/fa/menu';
import { moderationText, postCommentScreenText } from '@pishkhan/common/i18n/fa/moderation-screens';
import { postCommentStatusLabels } from '@pishkhan/common/i18n/fa/post-comment-labels';
import { postText } from '@pishkhan/common/i18n/fa/post-texts';
import { resourceKitText } from '@pishkhan/common/i18n/fa/resource-kit';
import { contactsText, crudText } from '@pishkhan/common/i18n/fa/ui';
import { dayOfJalali, isoOfDay, jalaliOfDay, tehranToday } from '@pishkhan/common/jalali-days';
import { toPersianDigits } from '@pishkhan/common/text';
import type { Page } from 'playwright-core';
import { adminPassword, apiAs, base, dropdown, journeyBrowser, settle, shot, signIn, openedDialog } from '../support/browser';
import { withDb } from '../support/db';

const { newPage } = journeyBrowser({ width: 1280, height: 900 });
const L = contentLabels.faq.fields;
const P = contentLabels.post.fields;
const png = (background: string, width = 320, height = 200) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
/** The header's envelope as it reads with `n` unread messages. */
const envelope = (page: Page, n: number) => page.getByRole('button', { name: n > 0 ? `${contactsText.indicator} — ${contactsText.unread(toPersianDigits(n))}` : contactsText.indicator, exact: true });

/** The side menu's waiting count beside an item (none at zero). */
async function expectMenuCount(page: Page, label: string, n: number) {
  const badge = page.getByTestId('side-menu').getByRole('link', { name: new RegExp(`^${label}`) }).getByTestId('menu-count');
  if (n > 0) await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe(toPersianDigits(n));
  else await expect.poll(() => badge.count(), { timeout: 10_000 }).toBe(0);
}
/** A list row by a text in it, its checkbox, and the bulk bar's button. */
const rowOf = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(text) });
const bulkButton = (page: Page, label: string) => page.getByTestId('bulk-bar').getByRole('button', { name: new RegExp(`^\\S+ ${label}$`) });
/** Guest comments on a post, written as the storefront writes them (pending), newest first; their ids. */
const guestComments = (postId: number, rows: [name: string, body: string][]) =>
  withDb(async (c) => {
    const ids: number[] = [];
    for (const [i, [name, body]] of rows.entries()) {
      const r = await c.query(`insert into post_comments (post_id, name, email, body, created_at) values ($1, $2, $3, $4, now() - make_interval(mins => $5)) returning id`, [postId, name, `guest${i}@example.com`, body, i + 1]);
      ids.push(Number(r.rows[0].id));
    }
    return ids;
  });

/**
 * The pending count as the API answers it, once it has caught up with rows written behind its back (it
 * keeps the count a few seconds; its own writes clear it): the visitors' pending comments in the table.
 */
async function pendingOf(call: Call, api: string, table: 'post_comments' | 'product_comments') {
  const where = table === 'post_comments' ? `status = 'pending' and not from_shop` : `status = 'pending' and parent_id is null`;
  const inDb = await withDb(async (c) => Number((await c.query(`select count(*) as n from ${table} where ${where}`)).rows[0].n));
  await expect.poll(async () => (await call('GET', `${api}?per_page=1`)).json.meta.total_pending, { timeout: 10_000, interval: 250 }).toBe(inDb);
  return inDb;
}
type Call = Awaited<ReturnType<typeof apiAs>>['call'];

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
  it('writes a post with a picture in its text and a cover, schedules it for a Jalali date-time, sees it scheduled, then publishes it now', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const category = await call('POST', '/api/admin/post-categories', { name: 'دسته‌ی سفر نوشته' });
    expect(category.status, JSON.stringify(category.json)).toBe(201);
    const TITLE = 'راهنمای سفر با کوله‌پشتی';
    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/posts/create`);
    await page.getByRole('textbox', { name: P.title }).fill(TITLE);
    await page.locator('#post_category_id').click();
    await dropdown(page).getByText('دسته‌ی سفر نوشته', { exact: true }).click();

    const body = page.getByRole('textbox', { name: P.body });
    await body.click();
    await page.keyboard.type('کوله‌ی سبک، سفر راحت.');
    await page.locator('.pk-editor input[type=file]').setInputFiles({ name: 'trail.png', mimeType: 'image/png', buffer: await png('#b45309') });
    await expect.poll(() => body.locator('img').getAttribute('src'), { timeout: 20_000 }).toMatch(/^\/uploads\//);
    // The cover through the form's picture box (uploaded, then shown as a thumbnail).
    await page.locator('#image_id').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png('#0f766e', 1200, 675) });
    await expect.poll(() => page.locator('[role=listitem] img').getAttribute('src'), { timeout: 20_000 }).toMatch(/^\/uploads\//);

    // Published at a Jalali date-time ten days ahead, 10:30 Tehran: scheduled.
    const day = tehranToday() + 10;
    const j = jalaliOfDay(day);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(dayOfJalali(j.jy, j.jm, j.jd)).toBe(day);
    await page.getByRole('radio', { name: 'منتشرشده' }).check();
    const when = page.getByLabel(P.published_at, { exact: true });
    await when.click();
    await when.fill(`${j.jy}/${pad(j.jm)}/${pad(j.jd)} 10:30`);
    // Confirmed with the panel's button (Enter would also submit the form).
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button').click();
    await expect.poll(() => when.inputValue()).toBe(`${j.jy}/${pad(j.jm)}/${pad(j.jd)} 10:30`);
    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(/\/admin\/posts(\?|$)/, { timeout: 20_000 });
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByText(postText.scheduled).waitFor();
    await settle(page);
    await shot(page, 'posts-scheduled');
    const saved = (await call('GET', `/api/admin/posts?q=${encodeURIComponent(TITLE)}`)).json.data[0];
    expect(saved).toMatchObject({ status: 'published', scheduled: true, published_at: new Date(`${isoOfDay(day)}T10:30:00+03:30`).toISOString() });
    expect(saved.image).toMatchObject({ url: expect.stringMatching(/^\/uploads\//) });
    expect(saved.body).toMatch(/<img src="\/uploads\/[^"]+"/);

    // Publish now: the time cleared, the server takes the moment of saving.
    await row.getByRole('link', { name: crudText.edit }).or(row.getByRole('button', { name: crudText.edit })).first().click();
    await page.waitForURL(/\/admin\/posts\/edit\/\d+/);
    await expect.poll(() => when.inputValue()).toContain(`${pad(j.jm)}/${pad(j.jd)} 10:30`);
    await when.hover();
    await page.locator('.ant-picker-clear').click();
    await expect.poll(() => when.inputValue()).toBe('');
    await page.getByRole('button', { name: crudText.save }).click();
    await page.waitForURL(/\/admin\/posts(\?|$)/, { timeout: 20_000 });
    await row.getByText('منتشرشده', { exact: true }).waitFor();
    expect(await row.getByText(postText.scheduled).count()).toBe(0);
    const live = (await call('GET', `/api/admin/posts/${saved.id}`)).json.data;
    expect(live.scheduled).toBe(false);
    expect(Date.now() - new Date(live.published_at).getTime()).toBeLessThan(120_000);
    await page.context().close();
  }, 120_000);

  it('answers a contact message: opening it reads it and the header\'s unread count drops', async () => {
    // Messages come from the storefront's form: written as it writes them, before signing in.
    await withDb((c) =>
      c.query(`insert into contacts (name, mobile, subject, body, created_at) values
        ('مهسا کریمی', '09121110000', 'پیگیری سفارش آزمون', 'سفارشم هنوز نرسیده است.', now() - interval '1 hour'),
        ('رضا احمدی', '09121110001', 'سؤال درباره‌ی سایز', 'سایز ۴۲ موجود می‌شود؟', now() - interval '2 hours')`),
    );
    const { call } = await apiAs('admin', adminPassword());
    const unread = (await call('GET', '/api/admin/contacts?per_page=1')).json.meta.total_unread as number;
    expect(unread).toBeGreaterThanOrEqual(2);
    const page = await newPage();
    await signIn(page);
    await envelope(page, unread).waitFor();
    await page.goto(`${base()}/admin/contact`);
    await page.getByRole('link', { name: /پیگیری سفارش آزمون/ }).first().click();
    await page.waitForURL(/\/admin\/contact\/\d+/);
    await page.getByText('سفارشم هنوز نرسیده است.').waitFor();
    await envelope(page, unread - 1).waitFor();
    await page.getByRole('button', { name: contactScreenText.markUnread }).waitFor();
    await page.getByLabel(contactLabels.fields.answer, { exact: true }).fill('سلام، سفارش شما امروز ارسال شد.');
    await page.getByRole('button', { name: contactScreenText.answerSave }).click();
    await page.getByTestId('contact-answered').waitFor();
    await shot(page, 'contact-answered');
    const id = Number(/contact\/(\d+)/.exec(page.url())![1]);
    expect((await call('GET', `/api/admin/contacts/${id}`)).json.data).toMatchObject({ status: 1, answer: 'سلام، سفارش شما امروز ارسال شد.', answered_by: { id: expect.any(Number) } });
    await page.context().close();
  }, 90_000);

  it('reorders FAQs with the keyboard in the sort dialog; the order stays after a reload', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const names = ['ترتیب الف: ارسال', 'ترتیب ب: مرجوعی', 'ترتیب ج: پرداخت'];
    for (const question of names) expect((await call('POST', '/api/admin/faqs', { question, answer: '<p>پاسخ</p>' })).status).toBe(201);
    const page = await newPage();
    await signIn(page);
    await page.goto(`${base()}/admin/faqs`);
    await page.getByRole('cell', { name: names[2], exact: true }).waitFor();
    await page.getByRole('button', { name: resourceKitText.sort }).click();
    const dialog = await openedDialog(page);
    const handle = dialog.getByRole('button', { name: new RegExp(`«${names[2]}»`) });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await shot(page, 'faqs-sort-dialog');
    await dialog.getByRole('button', { name: resourceKitText.saveOrder }).click();
    await dialog.waitFor({ state: 'detached' });
    const order = async () => {
      const all = await page.locator('.ant-table-row').allTextContents();
      return names.map((n) => all.findIndex((t) => t.includes(n)));
    };
    await page.reload();
    await page.getByRole('cell', { name: names[2], exact: true }).waitFor();
    const [a, b, c] = await order();
    expect(c).toBeLessThan(a!);
    expect(a).toBeLessThan(b!);
    const api = (await call('GET', '/api/admin/faqs?per_page=100')).json.data.map((f: { question: string }) => f.question).filter((q: string) => names.includes(q));
    expect(api).toEqual([names[2], names[0], names[1]]);
    await page.context().close();
  }, 90_000);

  it('moderates and answers post comments: the pending count in the menu, bulk approve, a reply as the shop on the comment page, refuse', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const cat = await call('POST', '/api/admin/post-categories', { name: 'دسته‌ی دیدگاه‌ها' });
    const post = await call('POST', '/api/admin/posts', { post_category_id: cat.json.data.id, title: 'نوشته‌ی گفتگوی خوانندگان', body: '<p>متن</p>', status: 'published' });
    expect(post.status, JSON.stringify(post.json)).toBe(201);
    const [approveId, replyId, refuseId] = await guestComments(post.json.data.id, [
      ['نگار', 'دیدگاه تأییدی جمعی'],
      ['بهرام', 'دیدگاه پاسخ‌خواه درباره‌ی ارسال'],
      ['کاوه', 'دیدگاه تبلیغاتی ردشدنی'],
    ]);
    const page = await newPage();
    const [pending] = await Promise.all([pendingOf(call, '/api/admin/post-comments', 'post_comments'), signIn(page)]);
    expect(pending).toBeGreaterThanOrEqual(3);
    const menu = menuLabels.post_comments!;
    await page.goto(`${base()}/admin/post-comment`);
    await expectMenuCount(page, menu, pending);
    await page.getByRole('tab', { name: new RegExp(`^${postCommentStatusLabels.pending}`) }).click();
    await page.waitForURL(/status=pending/);
    await rowOf(page, 'دیدگاه تبلیغاتی ردشدنی').waitFor();

    // Approved from the list: it leaves the pending tab, the menu counts one less.
    await rowOf(page, 'دیدگاه تأییدی جمعی').getByRole('checkbox').check();
    await bulkButton(page, moderationText.approve).click();
    await rowOf(page, 'دیدگاه تأییدی جمعی').waitFor({ state: 'detached' });
    await expectMenuCount(page, menu, pending - 1);

    // Answered on its own page: the reply in the thread, the comment approved, one less pending.
    await rowOf(page, 'دیدگاه پاسخ‌خواه درباره‌ی ارسال').getByRole('link', { name: moderationText.open }).click();
    await page.waitForURL(`${base()}/admin/post-comment/comment/${replyId}`);
    await page.getByTestId('comment-body').getByText('دیدگاه پاسخ‌خواه درباره‌ی ارسال').waitFor();
    await page.getByLabel(moderationText.reply, { exact: true }).fill('سلام، سفارش‌ها دو روزه می‌رسند.');
    await page.getByRole('button', { name: moderationText.send }).click();
    const thread = page.getByTestId('thread-item');
    await thread.filter({ hasText: 'سلام، سفارش‌ها دو روزه می‌رسند.' }).filter({ hasText: moderationText.shopReply }).waitFor();
    await thread.first().getByText(postCommentStatusLabels.approved!, { exact: true }).waitFor();
    await expectMenuCount(page, menu, pending - 2);
    await shot(page, 'post-comment-answered');

    // Refused from the list.
    await page.goto(`${base()}/admin/post-comment/${post.json.data.id}?status=pending`);
    await rowOf(page, 'دیدگاه تبلیغاتی ردشدنی').getByRole('checkbox').check();
    await bulkButton(page, postCommentScreenText.unapprove).click();
    await rowOf(page, 'دیدگاه تبلیغاتی ردشدنی').waitFor({ state: 'detached' });
    await expectMenuCount(page, menu, pending - 3);

    const one = async (id: number) => (await call('GET', `/api/admin/post-comments/${id}`)).json.data;
    expect((await one(approveId!)).status).toBe('approved');
    const answered = await one(replyId!);
    expect(answered.status).toBe('approved');
    expect(answered.thread).toEqual([
      expect.objectContaining({ id: replyId, status: 'approved' }),
      expect.objectContaining({ parent_id: replyId, from_shop: true, status: 'approved', body: 'سلام، سفارش‌ها دو روزه می‌رسند.' }),
    ]);
    expect((await one(refuseId!)).status).toBe('unapproved');
    expect((await call('GET', '/api/admin/post-comments?per_page=1')).json.meta.total_pending).toBe(pending - 3);
    await page.context().close();
  }, 60_000);

  it('approves a pending product comment on the same moderation screen; the menu counts one less', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const cat = await call('POST', '/api/admin/categories', { title: 'دسته‌ی دیدگاه محصول' });
    const product = await call('POST', '/api/admin/products', { title: 'کتانی دیدگاه‌دار', sku: 'E2E-COMMENTED-1', price: 900000, stock: 2, status: 'available', category_ids: [cat.json.data.id] });
    expect(product.status, JSON.stringify(product.json)).toBe(201);
    const [id] = await withDb(async (c) => {
      const r = await c.query(
        `insert into product_comments (product_id, author_name, title, body, rating) values ($1, 'شیرین', 'راحت', 'کتانی سبک و راحتی است', 5), ($1, 'امید', null, 'سایزش کمی کوچک است', 3) returning id`,
        [product.json.data.id],
      );
      return r.rows.map((x: { id: string }) => Number(x.id));
    });
    const page = await newPage();
    const [pending] = await Promise.all([pendingOf(call, '/api/admin/product-comments', 'product_comments'), signIn(page)]);
    expect(pending).toBeGreaterThanOrEqual(2);
    const menu = menuLabels.product_comments!;
    await page.goto(`${base()}/admin/comments`);
    await expectMenuCount(page, menu, pending);
    await page.getByRole('tab', { name: new RegExp(`^${commentStatusLabels.pending}`) }).click();
    await page.waitForURL(/status=pending/);
    await rowOf(page, 'کتانی سبک و راحتی است').getByRole('checkbox').check();
    await bulkButton(page, moderationText.approve).click();
    await rowOf(page, 'کتانی سبک و راحتی است').waitFor({ state: 'detached' });
    await rowOf(page, 'سایزش کمی کوچک است').waitFor();
    await expectMenuCount(page, menu, pending - 1);
    const list = (await call('GET', `/api/admin/product-comments?q=${encodeURIComponent('کتانی سبک')}`)).json;
    expect(list.data.find((c: { id: number }) => c.id === id)).toMatchObject({ status: 'approved' });
    expect(list.meta.total_pending).toBe(pending - 1);
    await page.context().close();
  }, 60_000);

  it('opens every content screen with data present, without an error page, a page error or a refused request', async () => {
    const { call, token } = await apiAs('admin', adminPassword());
    const cat = await call('POST', '/api/admin/post-categories', { name: 'دسته‌ی گشت' });
    const post = await call('POST', '/api/admin/posts', { post_category_id: cat.json.data.id, title: 'نوشته‌ی گشت صفحه‌ها', body: '<p>متن</p>', tags: ['گشت'], status: 'published' });
    expect(post.status, JSON.stringify(post.json)).toBe(201);
    const pg = await call('POST', '/api/admin/pages', { title: 'صفحه‌ی گشت', body: '<p>متن صفحه</p>' });
    expect(pg.status, JSON.stringify(pg.json)).toBe(201);
    await call('POST', '/api/admin/faqs', { question: 'پرسش گشت', answer: '<p>پاسخ</p>' });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png('#7c3aed', 400, 400))], { type: 'image/png' }), 'feed.png');
    const up = await (await fetch(`${base()}/api/admin/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json();
    const feed = await call('POST', '/api/admin/instagram', { image_id: up.data.id, caption: 'پست گشت', link: 'https://www.instagram.com/p/crawl/' });
    expect(feed.status, JSON.stringify(feed.json)).toBe(201);
    await withDb((c) => c.query(`insert into contacts (name, subject, body) values ('سارا نوری', 'پیام گشت', 'متن پیام گشت')`));
    const [commentId] = await guestComments(post.json.data.id, [['پرهام', 'دیدگاه گشت صفحه‌ها']]);
    const shoeCat = await call('POST', '/api/admin/categories', { title: 'دسته‌ی گشت دیدگاه' });
    const shoe = await call('POST', '/api/admin/products', { title: 'محصول گشت دیدگاه', sku: 'E2E-CRAWL-COMMENT', price: 100000, stock: 1, status: 'available', category_ids: [shoeCat.json.data.id] });
    expect(shoe.status, JSON.stringify(shoe.json)).toBe(201);
    await withDb((c) => c.query(`insert into product_comments (product_id, author_name, body, rating) values ($1, 'لیلا', 'دیدگاه محصول گشت', 4)`, [shoe.json.data.id]));

    const page = await newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) problems.push(`${page.url()}: ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    await signIn(page);
    for (const [path, ready] of [
      ['/admin/posts', 'نوشته‌ی گشت صفحه‌ها'],
      ['/admin/posts/create', null],
      [`/admin/posts/edit/${post.json.data.id}`, null],
      ['/admin/post-categories', 'دسته‌ی گشت'],
      ['/admin/pages', 'صفحه‌ی گشت'],
      ['/admin/pages/create', null],
      [`/admin/pages/${pg.json.data.id}/edit`, null],
      ['/admin/faqs', 'پرسش گشت'],
      ['/admin/contact', 'پیام گشت'],
      ['/admin/instagram', 'پست گشت'],
      ['/admin/post-comment', 'دیدگاه گشت صفحه‌ها'],
      [`/admin/post-comment/${post.json.data.id}`, 'دیدگاه گشت صفحه‌ها'],
      [`/admin/post-comment/comment/${commentId}`, 'دیدگاه گشت صفحه‌ها'],
      ['/admin/comments', 'دیدگاه محصول گشت'],
    ] as const) {
      await page.goto(`${base()}${path}`);
      await page.locator('h1').first().waitFor();
      if (ready) await page.getByText(ready).first().waitFor();
      else await page.getByRole('button', { name: crudText.save }).waitFor();
      await page.waitForLoadState('networkidle');
      if (await page.locator('.ant-result').count()) problems.push(`${path}: ${await page.locator('.ant-result').first().textContent()}`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
  it('a read-only admin (read_post only) opens a post: its category by name, no list refused, related products left out', async () => {
    const { call } = await apiAs('admin', adminPassword());
    const cat = await call('POST', '/api/admin/post-categories', { name: 'دسته‌ی خواننده' });
    const post = await call('POST', '/api/admin/posts', { post_category_id: cat.json.data.id, title: 'نوشته‌ی فقط خواندنی', body: '<p>متن</p>' });
    expect(post.status, JSON.stringify(post.json)).toBe(201);
    const role = await call('POST', '/api/admin/roles', { name: 'e2e_post_reader', label: 'خواننده‌ی نوشته‌ها', permissions: ['read_post'] });
    expect(role.status, JSON.stringify(role.json)).toBe(201);
    expect((await call('POST', '/api/admin/admins', { username: 'e2epostreader', name: 'خواننده‌ی نوشته', password: 'Reader-Pass-2026', role_id: role.json.data.id })).status).toBe(201);

    const page = await newPage();
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await signIn(page, 'e2epostreader', 'Reader-Pass-2026');
    await page.goto(`${base()}/admin/posts/edit/${post.json.data.id}`);
    const category = page.getByLabel(P.post_category_id, { exact: true });
    await expect.poll(() => category.inputValue(), { timeout: 20_000 }).toBe('دسته‌ی خواننده');
    expect(await page.getByLabel(P.product_ids, { exact: true }).count()).toBe(0);
    await settle(page);
    expect(refused).toEqual([]);
    await page.context().close();
  }, 60_000);
});
