import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactLabels } from '@pishkhan/common/i18n/fa/contact-labels';
import { contactScreenText } from '@pishkhan/common/i18n/fa/contact-screens';
import { moderationText } from '@pishkhan/common/i18n/fa/moderation-screens';
import { orderLabels, orderStatusLabels } from '@pishkhan/common/i18n/fa/order-labels';
import { orderListText, orderShowText } from '@pishkhan/common/i18n/fa/order-screens';
import { contactsText, notificationsText } from '@pishkhan/common/i18n/fa/ui';
import { accountText } from '@pishkhan/common/i18n/fa/accounts';
import { withDb } from '../support/db';
import { toPersianDigits } from '@pishkhan/common/text';
import { adminPassword, apiAs, base, journeyBrowser, settle, shot, signIn } from '../support/browser';
import { mailbox } from '../support/mail';
import { latestCode, smsTo } from '../support/outbox';
import { uniqueMobile } from '../support/scene';
import { store, type StoreAnswer as Answer } from '../support/store';

/**
 * A customer shops through the storefront API (/api/store, docs/api-store.md) while an admin watches in
 * Chromium: sign-up by SMS code, browsing, cart, coupon, checkout and payment through the demo gateway;
 * the admin's bell rings, the admin ships the order, approves the customer's comment and answers their
 * contact message, and the customer sees each of these through the API. The customer also changes their
 * e-mail: the confirm link arrives by mail and its page in Chromium confirms only with its button.
 */
const { newPage } = journeyBrowser({ width: 1366, height: 900 });
const { mailTo } = mailbox();

const RUN = randomBytes(3).toString('hex').toUpperCase();
const CATEGORY = 'دسته آزمون ویترین';
const SHOES = 'کفش دویدن آزمون ویترین';
const SOCKS = 'جوراب ورزشی آزمون ویترین';
const METHOD = 'پیک آزمون ویترین';
const SHOES_PRICE = 800_000;
const SOCKS_PRICE = 90_000;
const SHIPPING = 35_000;
const COUPON = `VITRIN-${RUN}`;
const COUPON_PERCENT = 10;
const FIRST = 'سپیده';
const LAST = 'ویترینی آزمون';
const TRACKING = '24680135792468013579';
const COMMENT = `کفش سبک و راحتی است؛ اندازه‌اش درست بود (${RUN})`;
const SUBJECT = `پرسش درباره‌ی ارسال ${RUN}`;
const ANSWER = 'سلام، سفارش شما امروز با پست ارسال شد.';
const EMAIL = `sepideh.${RUN.toLowerCase()}@example.com`;
const LATER_EMAIL = `sepideh.later.${RUN.toLowerCase()}@example.com`;

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const ok = (r: Answer, status = 200) => expect(r.status, JSON.stringify(r.json)).toBe(status);
/** Persian digits to ASCII (the admin's screens write numbers in Persian). */
const ascii = (s: string) => s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
/** The header's envelope as it reads with `n` unread messages. */
const envelope = (page: Page, n: number) =>
  page.getByRole('button', { name: n > 0 ? `${contactsText.indicator} — ${contactsText.unread(toPersianDigits(n))}` : contactsText.indicator, exact: true });
/** A category anywhere in the storefront's tree. */
const findCategory = (nodes: { id: number; title: string; children: Json[] }[], title: string): { id: number } | undefined => {
  for (const n of nodes) {
    if (n.title === title) return n;
    const inside = findCategory(n.children ?? [], title);
    if (inside) return inside;
  }
  return undefined;
};

// What the steps hand on to each other.
let call: Awaited<ReturnType<typeof apiAs>>['call'];
let admin: Page;
let mobile: string;
let token: string;
let customerId: number;
let productId: number;
let productSlug: string;
let variantId: number;
let methodId: number;
let addressId: number;
let orderId: number;
let orderTotal: number;

describe('storefront journey', () => {
  beforeAll(async () => {
    ({ call } = await apiAs('admin', adminPassword()));
  });
  // What the admin's page showed when a step failed.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => {
      if (admin) await shot(admin, '69-storefront-failure').catch(() => undefined);
    });
  });
  afterAll(async () => {
    await admin?.context().close();
  });

  it('the admin signs in and keeps the orders list open; the shop has a category, two products, a courier and a coupon', async () => {
    const cat = await call('POST', '/api/admin/categories', { title: CATEGORY });
    expect(cat.status, JSON.stringify(cat.json)).toBe(201);
    const shoes = await call('POST', '/api/admin/products', { title: SHOES, sku: `E2E-VIT-${RUN}-1`, price: SHOES_PRICE, stock: 5, status: 'available', category_ids: [cat.json.data.id] });
    expect(shoes.status, JSON.stringify(shoes.json)).toBe(201);
    const socks = await call('POST', '/api/admin/products', { title: SOCKS, sku: `E2E-VIT-${RUN}-2`, price: SOCKS_PRICE, stock: 20, status: 'available', category_ids: [cat.json.data.id] });
    expect(socks.status, JSON.stringify(socks.json)).toBe(201);
    productId = shoes.json.data.id;
    const method = await call('POST', '/api/admin/shipping-methods', { name: METHOD, default_price: SHIPPING, minimum_delay: 0 });
    expect(method.status, JSON.stringify(method.json)).toBe(201);
    methodId = method.json.data.id;
    const now = Date.now();
    const coupon = await call('POST', '/api/admin/coupons', {
      code: COUPON.toLowerCase(), // codes are kept upper-case: a customer may type it either way
      title: 'تخفیف آزمون ویترین',
      type: 'percentage',
      amount: COUPON_PERCENT,
      starts_at: new Date(now - 3_600_000).toISOString(),
      ends_at: new Date(now + 86_400_000).toISOString(),
      per_customer_limit: 1,
    });
    expect(coupon.status, JSON.stringify(coupon.json)).toBe(201);
    expect(coupon.json.data.code).toBe(COUPON);

    admin = await newPage();
    await signIn(admin);
    await admin.goto(`${base()}/admin/order`);
    await admin.getByRole('heading', { name: orderListText.title }).first().waitFor();
  });

  it('a customer signs up with the code the SMS brought (never in the answer) and adds a name and an address', async () => {
    mobile = uniqueMobile();
    const asked = await store('POST', '/account/request-code', { mobile: toPersianDigits(mobile) });
    ok(asked, 202);
    expect(asked.json.data).toMatchObject({ expires_in: 120 });
    await expect.poll(() => latestCode(mobile), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    const code = latestCode(mobile)!;
    expect(JSON.stringify(asked.json)).not.toContain(code);

    // A wrong code first: refused in Persian, the right one still works.
    const wrong = await store('POST', '/account/verify', { mobile, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.message).toMatch(/[\u0600-\u06FF]/);
    const signed = await store('POST', '/account/verify', { mobile, code: toPersianDigits(code) });
    ok(signed);
    expect(signed.json.data).toMatchObject({ new_customer: true, customer: { mobile } });
    token = signed.json.data.token;
    customerId = signed.json.data.customer.id;
    expect(signed.headers.get('set-cookie')).toMatch(/storeSession=/);
    // The code is used up.
    expect((await store('POST', '/account/verify', { mobile, code })).status).toBe(422);

    ok(await store('PATCH', '/account/me', { first_name: FIRST, last_name: LAST }, token));
    ok(await store('GET', '/account/me', undefined, token));
    const provinces = (await store('GET', '/account/address-options')).json.data.provinces as { id: number; name: string }[];
    const tehran = provinces.find((p) => p.name === 'تهران')!.id;
    const cities = (await store('GET', `/account/address-options?province_id=${tehran}`)).json.data.cities as { id: number; name: string }[];
    const address = await store(
      'POST',
      '/account/addresses',
      { province_id: tehran, city_id: cities.find((c) => c.name === 'تهران')!.id, address: 'خیابان ولیعصر، کوچه ویترین، پلاک ۱۲', postal_code: '۱۴۳۴۸۷۶۵۴۳', first_name: FIRST, last_name: LAST, mobile },
      token,
    );
    ok(address, 201);
    addressId = address.json.data.id;
  });

  it('the customer changes their e-mail: the link arrives by mail; its page alone changes nothing, its button confirms; a used or expired link says so in Persian', async () => {
    const asked = await store('PATCH', '/account/me', { email: EMAIL }, token);
    ok(asked);
    expect(asked.json.data).toMatchObject({ email: null, pending_email: EMAIL });
    expect(asked.json.message).toBe(accountText.emailChangeSent);
    await expect.poll(() => mailTo(EMAIL).length, { timeout: 20_000 }).toBe(1);
    const mail = mailTo(EMAIL)[0]!;
    expect(mail.parsed.subject).toBe(accountText.emailConfirmSubject);
    const link = /href="([^"]*\/api\/store\/account\/email\/confirm\?token=[^"]+)"/.exec(String(mail.parsed.html))?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBeDefined();
    expect(link!.startsWith(base())).toBe(true);
    const me = async () => (await store('GET', '/account/me', undefined, token)).json.data as { email: string | null; pending_email: string | null };

    // Opening the link (as a mail scanner would, or a person who stops there) shows the address and a button: nothing changes.
    const page = await newPage(390, 844);
    try {
      await page.goto(link!);
      await page.getByText(accountText.emailConfirmAsk(EMAIL)).waitFor();
      const button = page.getByRole('button', { name: accountText.emailConfirmButton });
      await button.waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await shot(page, '65-storefront-email-confirm-page');
      expect(await me()).toEqual(expect.objectContaining({ email: null, pending_email: EMAIL }));
      await page.reload();
      await button.waitFor();
      expect((await me()).email).toBeNull();

      // The button confirms.
      await button.click();
      await page.getByText(accountText.emailConfirmed).waitFor();
      await shot(page, '66-storefront-email-confirmed');
      expect(await me()).toEqual(expect.objectContaining({ email: EMAIL, pending_email: null }));

      // The used link: a clear Persian message and no button.
      await page.goto(link!);
      await page.getByText(accountText.emailLinkInvalid).waitFor();
      expect(await page.getByRole('button').count()).toBe(0);

      // A later change whose link has expired: the same message, and the account keeps its address.
      ok(await store('PATCH', '/account/me', { email: LATER_EMAIL }, token));
      await expect.poll(() => mailTo(LATER_EMAIL).length, { timeout: 20_000 }).toBe(1);
      const later = /href="([^"]*\/api\/store\/account\/email\/confirm\?token=[^"]+)"/.exec(String(mailTo(LATER_EMAIL)[0]!.parsed.html))![1]!.replace(/&amp;/g, '&');
      await withDb((c) => c.query(`update customer_email_changes set expires_at = now() - interval '1 minute' where customer_id = $1`, [customerId]));
      await page.goto(later);
      await page.getByText(accountText.emailLinkInvalid).waitFor();
      expect(await page.getByRole('button').count()).toBe(0);
      await shot(page, '67-storefront-email-link-expired');
      expect(await me()).toEqual(expect.objectContaining({ email: EMAIL, pending_email: null }));
    } finally {
      await page.context().close();
    }
  });

  it('browses: the category tree, a filtered search (Arabic letters) and the product page', async () => {
    const tree = await store('GET', '/categories');
    ok(tree);
    const category = findCategory(tree.json.data, CATEGORY);
    expect(category).toBeDefined();

    const all = await store('GET', `/products?category_id=${category!.id}&sort=price_asc`);
    ok(all);
    expect(all.json.data.map((p: { title: string }) => p.title)).toEqual([SOCKS, SHOES]);
    // «كفش» with the Arabic kaf, in stock, above a price: the shoes alone.
    const found = await store('GET', `/products?category_id=${category!.id}&q=${encodeURIComponent('كفش دويدن')}&in_stock=1&price_min=${toPersianDigits(500_000)}`);
    ok(found);
    expect(found.json.data).toHaveLength(1);
    expect(found.json.data[0]).toMatchObject({ id: productId, title: SHOES, price: SHOES_PRICE, availability: 'in_stock' });
    expect(found.json.data[0]).not.toHaveProperty('stock');
    productSlug = found.json.data[0].slug;

    const page = await store('GET', `/products/${encodeURIComponent(productSlug)}`);
    ok(page);
    expect(page.headers.get('etag')).toBeTruthy();
    expect(page.json.data).toMatchObject({ id: productId, title: SHOES, price: SHOES_PRICE, availability: 'in_stock' });
    expect(page.json.data.variants).toHaveLength(1);
    variantId = page.json.data.variants[0].id;
    // The same answer again is a 304 by its ETag.
    const again = await fetch(`${base()}/api/store/products/${encodeURIComponent(productSlug)}`, { headers: { 'if-none-match': page.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('puts two pairs in the cart and applies the coupon the admin made', async () => {
    const added = await store('POST', '/cart/items', { variant_id: variantId, quantity: '۲' }, token);
    expect([200, 201]).toContain(added.status);
    const cart = (await store('GET', '/cart', undefined, token)).json.data;
    expect(cart.lines).toHaveLength(1);
    expect(cart).toMatchObject({ items_count: 2, subtotal: 2 * SHOES_PRICE, has_problems: false });
    expect(cart.lines[0]).toMatchObject({ variant_id: variantId, quantity: 2, price: SHOES_PRICE, line_total: 2 * SHOES_PRICE, orderable: true });
    // More than the stock is refused in Persian, the cart keeps its two.
    const tooMany = await store('PATCH', `/cart/items/${variantId}`, { quantity: 50 }, token);
    expect(tooMany.status).toBe(422);
    expect((await store('GET', '/cart', undefined, token)).json.data.lines[0].quantity).toBe(2);

    // An unknown code says so; the admin's code (typed in lower case) takes its ten percent.
    const unknown = await store('POST', '/checkout/preview', { address_id: addressId, shipping_method_id: methodId, coupon_code: 'NO-SUCH-CODE' }, token);
    ok(unknown);
    expect(unknown.json.data.coupon).toMatchObject({ ok: false });
    expect(unknown.json.data.coupon.message).toMatch(/[\u0600-\u06FF]/);
    const preview = await store('POST', '/checkout/preview', { address_id: addressId, shipping_method_id: methodId, coupon_code: COUPON.toLowerCase() }, token);
    ok(preview);
    const d = preview.json.data;
    expect(d.coupon).toMatchObject({ code: COUPON, ok: true });
    const discount = (2 * SHOES_PRICE * COUPON_PERCENT) / 100;
    expect(d.payable).toBe(2 * SHOES_PRICE - discount + SHIPPING);
    expect(JSON.stringify(d.shipping)).toContain(METHOD);
  });

  it('checks out and pays through the demo gateway: the admin sees the new order live and opens it from the bell', async () => {
    const checkout = await store('POST', '/checkout', { address_id: addressId, shipping_method_id: methodId, coupon_code: COUPON }, token);
    ok(checkout, 201);
    const order = checkout.json.data.order;
    expect(order).toMatchObject({ status: 'wait_for_payment', paid_amount: 0 });
    orderId = order.id;
    orderTotal = order.total_amount;
    expect(orderTotal).toBe(2 * SHOES_PRICE * (1 - COUPON_PERCENT / 100) + SHIPPING);
    // The cart is spent.
    expect((await store('GET', '/cart', undefined, token)).json.data.lines).toHaveLength(0);

    const pay = await store('POST', `/orders/${orderId}/pay`, undefined, token);
    ok(pay);
    const gatewayUrl = new URL(pay.json.data.redirect_url, base());
    expect(gatewayUrl.pathname).toMatch(/^\/api\/store\/payments\/test-gateway\//);
    // The demo gateway's page: the amount in Rials and the «paid» link back to the callback.
    const gateway = await fetch(gatewayUrl);
    expect(gateway.status).toBe(200);
    const html = await gateway.text();
    expect(ascii(html).replace(/[,٬]/g, '')).toContain(String(orderTotal * 10));
    const paid = /<a class="btn pay" href="([^"]+)"/.exec(html)![1]!.replace(/&#38;|&amp;/g, '&');
    // The admin's pop-up lasts seconds: watched for from before the payment lands.
    const idFa = toPersianDigits(orderId);
    const popUp = admin.getByTestId('live-notification').filter({ hasText: idFa }).first().waitFor({ timeout: 20_000 });
    popUp.catch(() => undefined); // awaited below; a failure before then is the one to report
    const back = await fetch(new URL(paid, base()), { redirect: 'manual' });
    expect(back.status).toBe(303);
    const landing = new URL(back.headers.get('location')!, base());
    expect(landing.searchParams.get('status')).toBe('paid');
    expect(landing.searchParams.get('order')).toBe(String(orderId));
    // A second callback (a reload) changes nothing.
    expect((await fetch(new URL(paid, base()), { redirect: 'manual' })).status).toBe(303);

    const mine = await store('GET', `/account/orders/${orderId}`, undefined, token);
    ok(mine);
    expect(mine.json.data).toMatchObject({ status: 'new', total_amount: orderTotal, paid_amount: orderTotal, coupon_code: COUPON });
    expect(mine.json.data.payments).toEqual([expect.objectContaining({ method: 'gateway', amount: orderTotal })]);

    // The admin, still on the orders list: the pop-up, the new row and the bell, all without a reload.
    await popUp;
    await admin.getByRole('row', { name: new RegExp(LAST) }).getByRole('link', { name: idFa, exact: true }).waitFor({ timeout: 15_000 });
    await shot(admin, '60-storefront-new-order-live');
    await admin.getByRole('button', { name: new RegExp(`^${notificationsText.bell}`) }).click();
    const item = admin.getByTestId('notification-item').filter({ hasText: idFa }).first();
    await item.waitFor();
    await item.getByRole('link').click();
    await admin.waitForURL(new RegExp(`/admin/order/${orderId}$`));
    await admin.getByText(orderStatusLabels.new).first().waitFor();
  });

  it('the admin ships it: processing, then sent with the post tracking code; the customer reads the code', async () => {
    const move = async (to: keyof typeof orderStatusLabels, tracking?: string) => {
      await admin.getByRole('button', { name: orderShowText.changeStatus }).click();
      await admin.getByRole('menuitem', { name: orderStatusLabels[to] }).click();
      const dialog = admin.getByRole('dialog', { name: new RegExp(orderStatusLabels[to]) });
      await dialog.waitFor();
      if (tracking) await dialog.getByLabel(orderLabels.post_tracking_code, { exact: true }).fill(tracking);
      await dialog.getByRole('button', { name: orderShowText.statusOk }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(async () => (await call('GET', `/api/admin/orders/${orderId}`)).json.data.status, { timeout: 10_000 }).toBe(to);
    };
    await move('in_progress');
    await admin.getByText(orderStatusLabels.in_progress).first().waitFor();
    await move('delivered', TRACKING);
    await admin.getByText(TRACKING).first().waitFor({ timeout: 15_000 });
    await settle(admin);
    await shot(admin, '61-storefront-order-sent');

    const mine = (await store('GET', `/account/orders/${orderId}`, undefined, token)).json.data;
    expect(mine).toMatchObject({ status: 'delivered', post_tracking_code: TRACKING });
    expect(mine.status_history.map((h: { status: string }) => h.status)).toEqual(expect.arrayContaining(['wait_for_payment', 'new', 'in_progress', 'delivered']));
    // Stock: two pairs out of five.
    const variants = (await call('GET', `/api/admin/orders/variants?q=${encodeURIComponent(SHOES)}`)).json.data as { stock: number }[];
    expect(variants[0]!.stock).toBe(3);
  });

  it('the customer rates the shoes; the comment shows up pending for the admin, who approves it; the shop then shows it', async () => {
    await admin.goto(`${base()}/admin/comments?status=pending`);
    await admin.getByRole('tab', { selected: true }).waitFor();
    const posted = await store('POST', `/products/${productId}/comments`, { title: 'راحت', body: COMMENT, rating: '۵' }, token);
    ok(posted, 201);
    // Not shown before approval.
    expect((await store('GET', `/products/${productId}/comments`)).json.data).toHaveLength(0);

    const row = admin.getByRole('row', { name: new RegExp(RUN) });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain(`${FIRST} ${LAST}`);
    await row.getByRole('checkbox').check();
    await admin.getByTestId('bulk-bar').getByRole('button', { name: new RegExp(`^\\S+ ${moderationText.approve}$`) }).click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    await shot(admin, '62-storefront-comment-approved');

    await expect
      .poll(async () => (await store('GET', `/products/${productId}/comments`)).json.data.map((c: { body: string }) => c.body), { timeout: 45_000, interval: 1_000 })
      .toEqual([COMMENT]);
    const shown = await store('GET', `/products/${productId}/comments`);
    expect(shown.json.data[0]).toMatchObject({ author_name: `${FIRST} ${LAST}`, rating: 5, title: 'راحت' });
    expect(shown.json.meta.average_rating).toBe(5);
    expect(JSON.stringify(shown.json)).not.toContain(mobile);
  });

  it('the customer writes to the shop; the envelope counts it live, the admin answers it and the answer reaches the customer by SMS', async () => {
    const unread = (await call('GET', '/api/admin/contacts?per_page=1')).json.meta.total_unread as number;
    await envelope(admin, unread).waitFor({ timeout: 15_000 });
    const sent = await store('POST', '/contacts', { name: `${FIRST} ${LAST}`, subject: SUBJECT, body: 'سلام، سفارشم کی ارسال می‌شود؟' }, token);
    ok(sent, 201);
    await envelope(admin, unread + 1).waitFor({ timeout: 20_000 });
    await shot(admin, '63-storefront-contact-live');

    await envelope(admin, unread + 1).click();
    await admin.getByTestId('contact-item').filter({ hasText: SUBJECT }).getByRole('link').click();
    await admin.waitForURL(/\/admin\/contact\/\d+$/);
    await admin.getByText('سلام، سفارشم کی ارسال می‌شود؟').waitFor();
    await envelope(admin, unread).waitFor({ timeout: 15_000 });
    await admin.getByLabel(contactLabels.fields.answer, { exact: true }).fill(ANSWER);
    await admin.getByRole('button', { name: contactScreenText.answerSave }).click();
    await admin.getByTestId('contact-answered').waitFor({ timeout: 15_000 });
    await settle(admin);
    await shot(admin, '64-storefront-contact-answered');

    // The message was the signed-in customer's: their mobile is where the answer goes.
    const id = Number(/contact\/(\d+)/.exec(admin.url())![1]);
    expect((await call('GET', `/api/admin/contacts/${id}`)).json.data).toMatchObject({ mobile, customer: { id: customerId } });
    await expect.poll(() => smsTo(mobile).some((text) => text.includes(ANSWER)), { timeout: 30_000, interval: 500 }).toBe(true);
    await expect.poll(async () => (await call('GET', `/api/admin/contacts/${id}`)).json.data.answer_delivery?.status, { timeout: 30_000 }).toBe('outbox');
  });
});
