/**
 * Zarinpal's v4 REST API (its documentation: "راهنمای اتصال به درگاه اینترنتی زرین‌پال"):
 *
 *   POST {host}/pg/v4/payment/request.json { merchant_id, amount, currency: 'IRR', description, callback_url, metadata: { mobile } }
 *     → { data: { code: 100, authority, fee_type, fee }, errors: [] }       the customer goes to {host}/pg/StartPay/{authority}
 *   GET  callback_url?Authority=…&Status=OK|NOK
 *   POST {host}/pg/v4/payment/verify.json { merchant_id, amount, authority }
 *     → { data: { code: 100 | 101, ref_id, card_pan, card_hash, fee_type, fee }, errors: [] }   100 paid now, 101 verified before
 *     → { data: [], errors: { code: -51, message, validations } }                                refused
 *
 * Errors come back as `errors.code` (negative) whatever the HTTP status. The sandbox host is
 * sandbox.zarinpal.com (any 36-character merchant id). Two plain JSON calls: no SDK (docs/decisions.md).
 */
import { request } from 'undici';
import { zarinpalCodeText } from '@pishkhan/common/i18n/fa/payments';
import { maskCardPan } from '@pishkhan/common/payment';
import { GatewayError, type GatewayPaymentRequest, type GatewayVerification, type PaymentGateway } from './gateway';

export const ZARINPAL_HOSTS = { live: 'https://payment.zarinpal.com', sandbox: 'https://sandbox.zarinpal.com' } as const;

/** Codes that say «no verdict yet»: ask again later (too many attempts, the gateway's own error). */
const RETRY_CODES = new Set([-12, -52]);

export interface ZarinpalOptions {
  merchantId: string;
  /** The host (ZARINPAL_HOSTS.live / .sandbox, or a test server). */
  baseUrl: string;
  timeoutMs: number;
}

type ZarinpalAnswer = { data?: { code?: number; authority?: string; ref_id?: number | string; card_pan?: string; message?: string } | unknown[]; errors?: { code?: number; message?: string } | unknown[] };

async function post(o: ZarinpalOptions, path: string, body: Record<string, unknown>): Promise<{ status: number; json: ZarinpalAnswer | undefined }> {
  const res = await request(`${o.baseUrl.replace(/\/+$/, '')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    headersTimeout: o.timeoutMs,
    bodyTimeout: o.timeoutMs,
    signal: AbortSignal.timeout(o.timeoutMs),
  });
  const text = await res.body.text();
  let json: ZarinpalAnswer | undefined;
  try {
    json = JSON.parse(text) as ZarinpalAnswer;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json };
}

const dataOf = (j: ZarinpalAnswer | undefined) => (j?.data && !Array.isArray(j.data) ? j.data : undefined);
const errorCodeOf = (j: ZarinpalAnswer | undefined) => (j?.errors && !Array.isArray(j.errors) && typeof j.errors.code === 'number' ? j.errors.code : undefined);

export function zarinpalGateway(o: ZarinpalOptions): PaymentGateway {
  return {
    name: 'zarinpal',
    async request(req: GatewayPaymentRequest) {
      let answer: Awaited<ReturnType<typeof post>>;
      try {
        answer = await post(o, '/pg/v4/payment/request.json', {
          merchant_id: o.merchantId,
          amount: req.amountRials,
          currency: 'IRR',
          description: req.description,
          callback_url: req.callbackUrl,
          ...(req.mobile ? { metadata: { mobile: req.mobile } } : {}),
        });
      } catch (err) {
        throw new GatewayError((err as Error).message.slice(0, 200), true);
      }
      const data = dataOf(answer.json);
      if (data?.code === 100 && typeof data.authority === 'string' && /^[A-Za-z0-9]{1,64}$/.test(data.authority)) {
        return { authority: data.authority, redirectUrl: `${o.baseUrl.replace(/\/+$/, '')}/pg/StartPay/${data.authority}` };
      }
      const code = errorCodeOf(answer.json);
      if (code !== undefined) throw new GatewayError(zarinpalCodeText(code), RETRY_CODES.has(code));
      throw new GatewayError(`HTTP ${answer.status}`, true);
    },
    async verify(authority, amountRials): Promise<GatewayVerification> {
      let answer: Awaited<ReturnType<typeof post>>;
      try {
        answer = await post(o, '/pg/v4/payment/verify.json', { merchant_id: o.merchantId, amount: amountRials, authority });
      } catch (err) {
        return { status: 'unknown', reason: (err as Error).message.slice(0, 200) };
      }
      const data = dataOf(answer.json);
      if ((data?.code === 100 || data?.code === 101) && data.ref_id !== undefined && data.ref_id !== null) {
        return { status: 'paid', refId: String(data.ref_id), cardPan: maskCardPan(data.card_pan) };
      }
      const code = errorCodeOf(answer.json) ?? (typeof data?.code === 'number' ? data.code : undefined);
      if (code === undefined || answer.status >= 500 || RETRY_CODES.has(code)) return { status: 'unknown', reason: code !== undefined ? zarinpalCodeText(code) : `HTTP ${answer.status}` };
      return { status: 'failed', reason: zarinpalCodeText(code), code };
    },
  };
}
