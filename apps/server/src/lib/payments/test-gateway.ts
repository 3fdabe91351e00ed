/**
 * The demo gateway: no bank, no money. Its «payment page» is a page of this server
 * (`/api/store/payments/test-gateway/:authority`) with «paid» and «cancel», both going to the
 * callback; the verdict is what the customer chose. Only for showing the shop: whoever opens the
 * page can «pay».
 */
import { randomBytes, randomInt } from 'node:crypto';
import { paymentMessage } from '@pishkhan/common/i18n/fa/payments';
import { GatewayError, type PaymentGateway } from './gateway';

export const TEST_AUTHORITY = /^T[0-9a-f]{32}$/;

export function testGateway(o: { publicBase: string }): PaymentGateway {
  return {
    name: 'test',
    async request(req) {
      if (!Number.isSafeInteger(req.amountRials) || req.amountRials <= 0) throw new GatewayError('amount');
      const authority = `T${randomBytes(16).toString('hex')}`;
      return { authority, redirectUrl: `${o.publicBase}/api/store/payments/test-gateway/${authority}` };
    },
    async verify(authority, _amountRials, callback) {
      if (!TEST_AUTHORITY.test(authority)) return { status: 'failed', reason: 'authority' };
      if (callback?.Status === 'OK') return { status: 'paid', refId: String(randomInt(100_000_000, 999_999_999)), cardPan: '603799******0000' };
      // Asked again without the customer's «paid» (a re-verification), or the customer turned back: nothing was paid.
      return { status: 'failed', reason: paymentMessage('not_paid') };
    },
  };
}
