import type { FastifyRequest } from 'fastify';
import { peopleMessage } from '@pishkhan/common/i18n/fa/people-messages';
import { idParams } from '@pishkhan/common/schemas/fields';
import { walletCreditBody, walletDebitBody, type WalletCreditBody } from '@pishkhan/common/schemas/people.schema';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { AppError } from '../../../lib/errors';
import { presentTransactions } from '../transactions/transaction.routes';
import { changeWallet, isIdempotencyKey } from './wallet.service';

const TAG = 'wallet';

/** The `Idempotency-Key` header: absent → null; malformed → 400. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (typeof key !== 'string' || !isIdempotencyKey(key)) throw new AppError(400, 'idempotency_key_invalid', peopleMessage('idempotency_key_invalid'));
  return key;
}

/** An amount the wallet does not hold is a form error on `amount`. */
export function asFormError(e: unknown): unknown {
  if (e instanceof AppError && e.code === 'insufficient_balance') return new AppError(422, e.code, e.message, e.fields);
  return e;
}

/** Manual credit and debit of a customer's wallet (permission credit_wallet). */
export async function walletRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;

  const change = (direction: 'credit' | 'debit') => async (req: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const customerId = parseId((req.params as { id: string }).id);
    const body = req.body as WalletCreditBody;
    const idempotencyKey = idempotencyKeyOf(req);
    const result = await db
      .transaction((tx) =>
        changeWallet(tx, actorOf(req), {
          customerId,
          amount: direction === 'credit' ? body.amount : -body.amount,
          type: direction === 'credit' ? 'admin_credit' : 'admin_debit',
          reason: body.reason,
          gift: direction === 'credit' ? body.gift === true : undefined,
          idempotencyKey,
        }),
      )
      .catch((e) => {
        throw asFormError(e);
      });
    const [transaction] = await presentTransactions(db, [result.transaction]);
    return reply.status(result.replayed ? 200 : 201).send({
      data: {
        transaction,
        wallet: { balance: result.balance, gift_balance: result.giftBalance, withdrawable: result.withdrawable },
        replayed: result.replayed,
      },
    });
  };

  app.post(
    '/api/admin/customers/:id/wallet/credit',
    { config: { permission: 'credit_wallet' }, schema: { tags: [TAG], params: idParams, body: walletCreditBody } },
    change('credit'),
  );
  app.post(
    '/api/admin/customers/:id/wallet/debit',
    { config: { permission: 'credit_wallet' }, schema: { tags: [TAG], params: idParams, body: walletDebitBody } },
    change('debit'),
  );
}
