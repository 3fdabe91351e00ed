import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Zarinpal v4 sandbox inside the test process: request.json hands out `S…` authorities, the test
 * plays the customer at the bank (`pay`), and verify.json answers as Zarinpal does — 100 the first
 * time, 101 after, -50 for another amount, -51 when nothing was paid, -54 for an unknown authority,
 * -9 for a malformed call. Answers may be held back (`delayVerify`) to play a gateway that times out.
 */
export interface SandboxPayment {
  authority: string;
  merchantId: string;
  amount: number;
  callbackUrl: string;
  description: string;
  mobile: string | null;
  /** What the payer paid at the bank (null: nothing yet). */
  paid: number | null;
  verified: boolean;
  refId: number;
}

export interface ZarinpalSandbox {
  url: string;
  payments: Map<string, SandboxPayment>;
  /** verify.json calls per authority. */
  verifyCalls: Map<string, number>;
  /** The payer pays at the bank (another amount when given). */
  pay(authority: string, amount?: number): void;
  /** The next `count` verify answers come after `ms` milliseconds. */
  delayVerify(ms: number, count?: number): void;
  /** The next verify is answered with this status and raw body instead (a proxy's error page, the gateway's own error). */
  answerNextVerify(status: number, body: string): void;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const error = (res: http.ServerResponse, code: number, message: string, status = 400) => json(res, status, { data: [], errors: { code, message, validations: [] } });

export async function startZarinpalSandbox(): Promise<ZarinpalSandbox> {
  const payments = new Map<string, SandboxPayment>();
  const verifyCalls = new Map<string, number>();
  const delays: number[] = [];
  const canned: { status: number; body: string }[] = [];
  let seq = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        return error(res, -9, 'The input params invalid, validation error.', 422);
      }
      const merchant = typeof body.merchant_id === 'string' ? body.merchant_id : '';
      const amount = typeof body.amount === 'number' ? body.amount : NaN;
      if (req.method !== 'POST' || req.headers['content-type'] !== 'application/json') return error(res, -9, 'The input params invalid, validation error.', 422);
      if (merchant.length !== 36) return error(res, -9, 'The input params invalid, validation error.', 422);
      if (req.url === '/pg/v4/payment/request.json') {
        if (!Number.isInteger(amount) || amount < 1000 || typeof body.callback_url !== 'string' || typeof body.description !== 'string' || body.currency !== 'IRR')
          return error(res, -9, 'The input params invalid, validation error.', 422);
        const authority = `S${String(++seq).padStart(35, '0')}`;
        const meta = body.metadata as { mobile?: string } | undefined;
        payments.set(authority, {
          authority, merchantId: merchant, amount, callbackUrl: body.callback_url, description: body.description, mobile: meta?.mobile ?? null, paid: null, verified: false, refId: 200000 + seq,
        });
        return json(res, 200, { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] });
      }
      if (req.url === '/pg/v4/payment/verify.json') {
        const authority = String(body.authority ?? '');
        verifyCalls.set(authority, (verifyCalls.get(authority) ?? 0) + 1);
        const next = canned.shift();
        if (next) {
          res.writeHead(next.status, { 'content-type': next.body.startsWith('{') ? 'application/json' : 'text/html' });
          return res.end(next.body);
        }
        const answer = () => {
          const p = payments.get(authority);
          if (!p || p.merchantId !== merchant) return error(res, -54, 'Invalid authority.');
          if (p.paid === null) return error(res, -51, 'Session is not active, paid try is not found.');
          if (p.paid !== amount) return error(res, -50, 'Session is not valid, amounts values is not the same.');
          const data = { message: p.verified ? 'Verified' : 'Paid', card_hash: '1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69', card_pan: '502229******5995', ref_id: p.refId, fee_type: 'Merchant', fee: 0 };
          const code = p.verified ? 101 : 100;
          p.verified = true;
          return json(res, 200, { data: { code, ...data }, errors: [] });
        };
        const wait = delays.shift();
        // A slow gateway: the client gives up first; the answer (and its effect) still happens, as at a real bank.
        if (wait) setTimeout(answer, wait);
        else answer();
        return;
      }
      return json(res, 404, { data: [], errors: { code: -404, message: 'Not found' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    payments,
    verifyCalls,
    pay(authority, amount) {
      const p = payments.get(authority);
      if (!p) throw new Error(`no sandbox payment ${authority}`);
      p.paid = amount ?? p.amount;
    },
    delayVerify(ms, count = 1) {
      for (let i = 0; i < count; i++) delays.push(ms);
    },
    answerNextVerify(status, body) {
      canned.push({ status, body });
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
