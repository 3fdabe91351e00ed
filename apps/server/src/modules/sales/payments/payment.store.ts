/**
 * The storefront's payment routes (no sign-in): the gateway's callback, the demo gateway's page, the
 * result page used when no storefront return address is set, and the font those pages use.
 *
 * Starting a payment belongs to the signed-in customer (the customer hook): pay one's own order
 * waiting for payment, or top up one's own wallet; both answer the gateway's address to go to.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { paymentPageTexts as T, paymentPurposeLabels, paymentStatusLabels } from '@pishkhan/common/i18n/fa/payments';
import { formatMoney, toPersianDigits } from '@pishkhan/common/text';
import type { App, Ctx } from '../../../lib/app-types';
import { rateLimiter } from '../../../lib/rate-limit';
import { escapeHtml, sendStorePage } from '../../../lib/store-page';
import { TEST_AUTHORITY } from '../../../lib/payments/test-gateway';
import './payment.handlers';
import { callbackPath, paymentCallback, returnUrl, startOrderPayment, startWalletTopup, type CallbackFields } from './payment.service';
import { CUSTOMER_SECURITY, requireCustomer } from '../../storefront/accounts/account.session';
import { id, int } from '@pishkhan/common/schemas/fields';
import { paymentStartLabels as SL } from '@pishkhan/common/i18n/fa/payments';
import { payments } from './payment.table';
import { queueReverify } from './payment.verify';

const TAG = 'store-payments';

/** Callbacks per client address: a customer returns once or twice; a script guessing authorities is slowed down. */
export const callbackLimit = rateLimiter({ burst: 20, perMinute: 30 });
/** Payments started per customer: five at once, then ten a minute. */
export const startLimit = rateLimiter({ burst: 5, perMinute: 10 });

const FONT_PATH = '/api/store/payments/font.woff2';
const fontFile = () => path.join(path.dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json')), 'fonts', 'webfonts', 'Vazirmatn[wght].woff2');

/** The payment pages' own rules: the font from this server, the demo gateway's two buttons. */
const PAGE_CSS =
  `@font-face{font-family:Vazirmatn;src:url(${FONT_PATH}) format('woff2');font-weight:100 900;font-display:swap}` +
  'h1{margin-block-end:16px}p{margin:0 0 8px}.note{color:#888;font-size:13px}.ltr{direction:ltr;unicode-bidi:isolate}' +
  '.actions{display:flex;gap:12px;margin-block-start:24px}.btn{flex:1;text-align:center;text-decoration:none;border-radius:6px;padding:10px 16px;font-weight:600}' +
  '.pay{background:#389e0d;color:#fff}.cancel{background:#fff;color:#d9363e;border:1px solid #d9363e}';
const page = (reply: FastifyReply, status: number, title: string, body: string) => sendStorePage(reply, status, title, body, PAGE_CSS);

/** Strings only: a gateway's fields (a repeated one counts once, its first value). */
const fieldsOf = (raw: unknown): CallbackFields => {
  const out: CallbackFields = {};
  if (raw && typeof raw === 'object')
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      const s = Array.isArray(v) ? v[0] : v;
      if (typeof s === 'string' && k.length <= 64 && s.length <= 500) out[k] = s;
    }
  return out;
};

export async function paymentStoreRoutes(app: App, ctx: Ctx) {
  const { db, config } = ctx;
  // Some gateways come back with a form post.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const reverify = queueReverify(ctx.queue);

  const started = (p: { id: number; redirectUrl: string }) => ({ data: { payment_id: p.id, redirect_url: p.redirectUrl } });
  app.post(
    '/api/store/orders/:id/pay',
    { config: { public: true }, onRequest: requireCustomer(db), schema: { tags: [TAG], params: z.object({ id: id(SL.order) }), security: CUSTOMER_SECURITY } },
    async (req, reply) => {
      startLimit.enforce(reply, `customer:${req.customer!.id}`);
      return started(await startOrderPayment(db, config, { orderId: req.params.id, customerId: req.customer!.id }));
    },
  );
  app.post(
    '/api/store/wallet/top-up',
    { config: { public: true }, onRequest: requireCustomer(db), schema: { tags: [TAG], body: z.object({ amount: int(SL.amount, { min: 1 }) }), security: CUSTOMER_SECURITY } },
    async (req, reply) => {
      startLimit.enforce(reply, `customer:${req.customer!.id}`);
      return started(await startWalletTopup(db, config, { customerId: req.customer!.id, amount: req.body.amount }));
    },
  );

  const callback = async (fields: CallbackFields, reply: FastifyReply) => {
    const p = await paymentCallback(db, config, fields, reverify);
    return reply.header('cache-control', 'no-store').redirect(await returnUrl(db, config, p), 303);
  };
  const callbackSchema = { tags: [TAG], querystring: z.looseObject({}) };
  app.get(callbackPath, { config: { public: true }, schema: callbackSchema }, async (req, reply) => {
    callbackLimit.enforce(reply, req.ip);
    return callback(fieldsOf(req.query), reply);
  });
  app.post(callbackPath, { config: { public: true }, schema: { ...callbackSchema, body: z.looseObject({}).optional() } }, async (req, reply) => {
    callbackLimit.enforce(reply, req.ip);
    return callback({ ...fieldsOf(req.query), ...fieldsOf(req.body) }, reply);
  });

  // The demo gateway's page: the amount and «paid» / «cancel», both plain links to the callback.
  app.get(
    '/api/store/payments/test-gateway/:authority',
    { config: { public: true }, schema: { tags: [TAG], params: z.object({ authority: z.string().max(64) }) } },
    async (req, reply) => {
      const { authority } = req.params as { authority: string };
      const [p] = TEST_AUTHORITY.test(authority) ? await db.select().from(payments).where(eq(payments.authority, authority)) : [];
      if (!p || p.gateway !== 'test' || p.status !== 'pending') return page(reply, 404, T.testTitle, `<p>${escapeHtml(T.unknownPayment)}</p>`);
      const link = (status: 'OK' | 'NOK') => escapeHtml(`${callbackPath}?Authority=${encodeURIComponent(authority)}&Status=${status}`);
      return page(
        reply,
        200,
        T.testTitle,
        `<p>${escapeHtml(T.description)}: ${escapeHtml(paymentPurposeLabels[p.purpose as keyof typeof paymentPurposeLabels] ?? p.purpose)}</p>` +
          `<p>${escapeHtml(T.amount)}: ${escapeHtml(formatMoney(p.amountRials))} ${escapeHtml(T.rial)}</p>` +
          `<p class="note">${escapeHtml(T.testNote)}</p>` +
          `<div class="actions"><a class="btn pay" href="${link('OK')}">${escapeHtml(T.pay)}</a><a class="btn cancel" href="${link('NOK')}">${escapeHtml(T.cancel)}</a></div>`,
      );
    },
  );

  // Where the customer lands when the storefront has not set its own return page.
  app.get(
    '/api/store/payments/result',
    { config: { public: true }, schema: { tags: [TAG], querystring: z.looseObject({ status: z.string().max(20).optional(), ref_id: z.string().max(64).optional() }) } },
    async (req, reply) => {
      const q = req.query as { status?: string; ref_id?: string };
      const label = (paymentStatusLabels as Record<string, string>)[q.status ?? ''];
      if (!label) return page(reply, 404, T.resultTitle, `<p>${escapeHtml(T.unknownPayment)}</p>`);
      const ref = q.status === 'paid' && q.ref_id ? `<p>${escapeHtml(T.refId)}: <span class="ltr">${escapeHtml(toPersianDigits(q.ref_id))}</span></p>` : '';
      return page(reply, 200, T.resultTitle, `<p>${escapeHtml(label)}</p>${ref}`);
    },
  );

  let font: Buffer | undefined;
  app.get(FONT_PATH, { config: { public: true }, schema: { tags: [TAG], hide: true } }, async (_req, reply) => {
    font ??= await fs.promises.readFile(fontFile());
    return reply.header('content-type', 'font/woff2').header('cache-control', 'public, max-age=604800').send(font);
  });
}
