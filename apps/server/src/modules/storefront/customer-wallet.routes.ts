import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accountText as T } from '@pishkhan/common/i18n/fa/accounts';
import { walletTransactionTypeLabels, withdrawStatusLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { bankNameOfCard, bankNameOfSheba } from '@pishkhan/common/iran';
import { accountWithdrawCreate, type AccountWithdrawCreate } from '@pishkhan/common/schemas/account.schema';
import { listQuery } from '@pishkhan/common/schemas/fields';
import { toAsciiDigits } from '@pishkhan/common/text';
import type { App, Ctx } from '../../lib/app-types';
import { parseId } from '../../lib/crud';
import { notFound } from '../../lib/errors';
import { listAnswer, type ListQ } from '../../lib/list-route';
import { rateLimiter } from '../../lib/rate-limit';
import { getSetting } from '../system/settings/setting.service';
import { asFormError, idempotencyKeyOf } from '../wallet/wallets/wallet.routes';
import { walletState } from '../wallet/wallets/wallet.service';
import { walletTransactions, wallets } from '../wallet/wallets/wallet.table';
import { cancelWithdraw, createWithdraw, type WithdrawRow } from '../wallet/withdraws/withdraw.service';
import { withdraws } from '../wallet/withdraws/withdraw.table';
import { BASE } from './accounts/account.routes';
import { CUSTOMER_SECURITY, requireCustomer } from './accounts/account.session';

export const WALLET_TAG = 'store-account-wallet';

/** A customer's withdrawal requests and their cancellations: five at once, then five a minute. */
export const withdrawWriteLimit = rateLimiter({ burst: 5, perMinute: 5 });

const pageQuery = listQuery.pick({ page: true, per_page: true });
const withdrawParams = z.object({ id: z.string().max(40) });

/** A ledger row as its owner sees it (no admin, no idempotency key). */
const presentTransaction = (t: typeof walletTransactions.$inferSelect) => ({
  id: t.id,
  type: t.type,
  type_label: walletTransactionTypeLabels[t.type as keyof typeof walletTransactionTypeLabels] ?? t.type,
  amount: t.amount,
  gift_amount: t.giftAmount,
  balance_after: t.balanceAfter,
  gift_balance_after: t.giftBalanceAfter,
  reason: t.reason,
  order_id: t.orderId,
  withdraw_id: t.withdrawId,
  created_at: t.createdAt,
});

/** A withdrawal request as its owner sees it (no admins, no internal note). */
const presentWithdraw = (w: WithdrawRow) => ({
  id: w.id,
  amount: w.amount,
  sheba: w.sheba,
  card_number: w.cardNumber,
  bank_name: bankNameOfSheba(w.sheba) ?? bankNameOfCard(w.cardNumber),
  status: w.status,
  status_label: withdrawStatusLabels[w.status as keyof typeof withdrawStatusLabels] ?? w.status,
  tracking_code: w.trackingCode,
  paid_at: w.paidAt,
  canceled_at: w.canceledAt,
  created_at: w.createdAt,
});

/**
 * The signed-in customer's own wallet (`/api/store/account/wallet`): balances, ledger and
 * withdrawal requests. A request goes through the wallet module's `createWithdraw` (the same
 * minimum, wallet row lock and withdrawable-balance check as the admin's); a pending one may be
 * canceled by its owner (`cancelWithdraw`: the amount goes back to the wallet).
 */
export async function customerWalletRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;
  const signedIn = { config: { public: true }, onRequest: requireCustomer(db) } as const;
  const actorOf = (ip: string | undefined) => ({ adminId: null, ip: ip ?? null });

  app.get(`${BASE}/wallet`, { ...signedIn, schema: { tags: [WALLET_TAG], security: CUSTOMER_SECURITY } }, async (req, reply) => {
    const [[w], min] = await Promise.all([
      db.select({ balance: wallets.balance, giftBalance: wallets.giftBalance }).from(wallets).where(eq(wallets.customerId, req.customer!.id)),
      getSetting<number>(db, 'min_withdraw'),
    ]);
    reply.header('cache-control', 'no-store');
    return { data: { ...walletState(w?.balance ?? 0, w?.giftBalance ?? 0), min_withdraw: Number(min) || 0 } };
  });

  app.get(`${BASE}/wallet/transactions`, { ...signedIn, schema: { tags: [WALLET_TAG], security: CUSTOMER_SECURITY, querystring: pageQuery } }, async (req, reply) => {
    const customerId = req.customer!.id;
    reply.header('cache-control', 'no-store');
    return listAnswer(
      db,
      {
        filters: () => [eq(walletTransactions.customerId, customerId)],
        sort: () => [desc(walletTransactions.id)],
        rows: ({ where, order, limit, offset }) => db.select().from(walletTransactions).where(where).orderBy(...order).limit(limit).offset(offset),
        count: async ({ where }) => ({ total: (await db.select({ n: count() }).from(walletTransactions).where(where))[0]!.n }),
        present: (rows) => rows.map(presentTransaction),
      },
      req.query as ListQ,
      req,
    );
  });

  app.get(`${BASE}/withdraws`, { ...signedIn, schema: { tags: [WALLET_TAG], security: CUSTOMER_SECURITY, querystring: pageQuery } }, async (req, reply) => {
    const customerId = req.customer!.id;
    reply.header('cache-control', 'no-store');
    return listAnswer(
      db,
      {
        filters: () => [eq(withdraws.customerId, customerId)],
        sort: () => [desc(withdraws.id)],
        rows: ({ where, order, limit, offset }) => db.select().from(withdraws).where(where).orderBy(...order).limit(limit).offset(offset),
        count: async ({ where }) => ({ total: (await db.select({ n: count() }).from(withdraws).where(where))[0]!.n }),
        present: (rows) => rows.map(presentWithdraw),
      },
      req.query as ListQ,
      req,
    );
  });

  app.post(
    `${BASE}/withdraws`,
    { ...signedIn, bodyLimit: 4 * 1024, schema: { tags: [WALLET_TAG], security: CUSTOMER_SECURITY, body: accountWithdrawCreate } },
    async (req, reply) => {
      const customerId = req.customer!.id;
      withdrawWriteLimit.enforce(reply, `c${customerId}`, T.tooManyRequests);
      const body = req.body as AccountWithdrawCreate;
      const idempotencyKey = idempotencyKeyOf(req);
      const r = await db
        .transaction((tx) =>
          createWithdraw(tx, actorOf(req.ip), {
            customerId,
            amount: body.amount,
            idempotencyKey,
            destination: { sheba: body.sheba, cardNumber: body.card_number ?? null },
          }),
        )
        .catch((e) => {
          throw asFormError(e);
        });
      reply.header('cache-control', 'no-store');
      return reply.status(r.replayed ? 200 : 201).send({ data: presentWithdraw(r.withdraw) });
    },
  );

  app.post(
    `${BASE}/withdraws/:id/cancel`,
    { ...signedIn, schema: { tags: [WALLET_TAG], security: CUSTOMER_SECURITY, params: withdrawParams } },
    async (req, reply) => {
      const customerId = req.customer!.id;
      withdrawWriteLimit.enforce(reply, `c${customerId}`, T.tooManyRequests);
      const id = parseId(toAsciiDigits((req.params as { id: string }).id));
      const w = await db.transaction(async (tx) => {
        const [own] = await tx
          .select({ id: withdraws.id })
          .from(withdraws)
          .where(and(eq(withdraws.id, id), eq(withdraws.customerId, customerId)))
          .for('update');
        if (!own) throw notFound();
        return cancelWithdraw(tx, actorOf(req.ip), id);
      });
      reply.header('cache-control', 'no-store');
      return { data: presentWithdraw(w) };
    },
  );
}
