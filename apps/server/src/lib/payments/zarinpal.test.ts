import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startZarinpalSandbox, type ZarinpalSandbox } from '../../../test/zarinpal';
import { GatewayError } from './gateway';
import { zarinpalGateway } from './zarinpal';

/** The Zarinpal driver against a local server answering like its sandbox: which answers are paid, refused or unknown. */
let zp: ZarinpalSandbox;
const MERCHANT = '0f1e2d3c-4b5a-4978-8877-665544332211';
beforeAll(async () => {
  zp = await startZarinpalSandbox();
});
afterAll(() => zp.close());

const gateway = (o: { merchantId?: string; timeoutMs?: number } = {}) => zarinpalGateway({ merchantId: o.merchantId ?? MERCHANT, baseUrl: zp.url, timeoutMs: o.timeoutMs ?? 1000 });
const start = (amountRials = 120_000) => gateway().request({ amountRials, callbackUrl: 'https://shop.example.com/api/store/payments/callback', description: 'آزمایش', mobile: '09121234567' });

describe('Zarinpal v4 driver', () => {
  it('requests in Rials with the mobile, and sends the customer to StartPay', async () => {
    const s = await start();
    expect(s.redirectUrl).toBe(`${zp.url}/pg/StartPay/${s.authority}`);
    expect(zp.payments.get(s.authority)).toMatchObject({ amount: 120_000, mobile: '09121234567', merchantId: MERCHANT });
  });

  it('a refused request is a GatewayError with the Persian reason; an unreachable gateway says so', async () => {
    const bad = await gateway({ merchantId: 'short' }).request({ amountRials: 120_000, callbackUrl: 'https://x.example/cb', description: 'x' }).catch((e) => e);
    expect(bad).toBeInstanceOf(GatewayError);
    expect(bad).toMatchObject({ unreachable: false, message: expect.stringMatching(/نادرست/) });
    const gone = await zarinpalGateway({ merchantId: MERCHANT, baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 }).request({ amountRials: 120_000, callbackUrl: 'https://x.example/cb', description: 'x' }).catch((e) => e);
    expect(gone).toMatchObject({ unreachable: true });
  });

  it('verify: 100 then 101 are paid with the reference and the masked card; -51, -50, -54 are refused', async () => {
    const s = await start();
    expect(await gateway().verify(s.authority, 120_000)).toMatchObject({ status: 'failed', code: -51 });
    zp.pay(s.authority);
    expect(await gateway().verify(s.authority, 99_000)).toMatchObject({ status: 'failed', code: -50 });
    const paid = await gateway().verify(s.authority, 120_000);
    expect(paid).toEqual({ status: 'paid', refId: String(zp.payments.get(s.authority)!.refId), cardPan: '502229******5995' });
    expect(await gateway().verify(s.authority, 120_000)).toEqual(paid);
    expect(await gateway().verify('S404', 120_000)).toMatchObject({ status: 'failed', code: -54 });
  });

  it('verify: a timeout, a proxy error page and the gateway\'s own error (-52) or throttling (-12) are unknown, never failed', async () => {
    const s = await start();
    zp.pay(s.authority);
    zp.delayVerify(800);
    expect(await gateway({ timeoutMs: 200 }).verify(s.authority, 120_000)).toMatchObject({ status: 'unknown' });
    zp.answerNextVerify(502, '<html>Bad Gateway</html>');
    expect(await gateway().verify(s.authority, 120_000)).toMatchObject({ status: 'unknown' });
    zp.answerNextVerify(200, JSON.stringify({ data: [], errors: { code: -52, message: 'Oops!!, please contact our support team' } }));
    expect(await gateway().verify(s.authority, 120_000)).toMatchObject({ status: 'unknown' });
    zp.answerNextVerify(429, JSON.stringify({ data: [], errors: { code: -12, message: 'To many attempts, please try again later.' } }));
    expect(await gateway().verify(s.authority, 120_000)).toMatchObject({ status: 'unknown' });
    // The delayed answer did verify at the bank meanwhile: asking again finds it (101).
    expect(await gateway().verify(s.authority, 120_000)).toMatchObject({ status: 'paid' });
  });
});
