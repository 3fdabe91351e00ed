import { and, count, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { COUPON_STATES, couponBodyIssues, couponState, type CouponState } from '@pishkhan/common/coupon';
import { couponMessage } from '@pishkhan/common/i18n/fa/coupon-labels';
import { couponCreate, couponUpdate, type CouponCreate } from '@pishkhan/common/schemas/coupon.schema';
import { crudRoutes } from '../../../lib/crud';
import { AppError, validation } from '../../../lib/errors';
import { boolParam } from '../../../lib/list';
import { couponUsages } from '../orders/order.table';
import { couponUseCounts, coupons } from './coupon.table';

type Row = typeof coupons.$inferSelect;

const stateCondition = (state: unknown) => {
  if (!COUPON_STATES.includes(state as CouponState)) return undefined;
  const now = sql`now()`;
  if (state === 'scheduled') return gt(coupons.startsAt, now);
  if (state === 'expired') return lt(coupons.endsAt, now);
  return and(lte(coupons.startsAt, now), gte(coupons.endsAt, now));
};

/** Coupons (permissions read_coupon …). Delete refused while the coupon has usages. */
export const couponRoutes = crudRoutes<Row, CouponCreate>({
  path: '/api/admin/coupons',
  resource: 'coupon',
  entity: 'coupon',
  tag: 'coupons',
  table: coupons,
  create: couponCreate,
  update: couponUpdate,
  search: coupons.search,
  filters: (q) => [boolParam(q.status) === undefined ? undefined : eq(coupons.status, boolParam(q.status)!), stateCondition(q.state)],
  sorts: {
    id: coupons.id,
    code: coupons.code,
    title: coupons.title,
    amount: coupons.amount,
    starts_at: coupons.startsAt,
    ends_at: coupons.endsAt,
    status: coupons.status,
    created_at: coupons.createdAt,
  },
  defaultSort: '-created_at',
  persianSort: ['title'],
  present: async (db, rows) => {
    const ids = rows.map((r) => r.id);
    // Kept by a trigger on coupon_usages (migration 0014): a key lookup per coupon, no usage is counted.
    const counts = ids.length ? await db.select().from(couponUseCounts).where(inArray(couponUseCounts.couponId, ids)) : [];
    const used = new Map(counts.map((c) => [c.couponId, c.count]));
    const now = new Date();
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      title: r.title,
      type: r.type,
      amount: r.amount,
      min_order_amount: r.minOrderAmount,
      max_discount: r.maxDiscount,
      starts_at: r.startsAt,
      ends_at: r.endsAt,
      usage_limit: r.usageLimit,
      per_customer_limit: r.perCustomerLimit,
      status: r.status,
      state: couponState(r.startsAt, r.endsAt, now),
      used_count: used.get(r.id) ?? 0,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    }));
  },
  toValues: (b) => ({
    ...(b.code !== undefined && { code: b.code }),
    ...(b.title !== undefined && { title: b.title }),
    ...(b.type !== undefined && { type: b.type }),
    ...(b.amount !== undefined && { amount: b.amount }),
    ...(b.min_order_amount !== undefined && { minOrderAmount: b.min_order_amount }),
    ...(b.max_discount !== undefined && { maxDiscount: b.max_discount }),
    ...(b.starts_at !== undefined && { startsAt: new Date(b.starts_at) }),
    ...(b.ends_at !== undefined && { endsAt: new Date(b.ends_at) }),
    ...(b.usage_limit !== undefined && { usageLimit: b.usage_limit }),
    ...(b.per_customer_limit !== undefined && { perCustomerLimit: b.per_customer_limit }),
    ...(b.status !== undefined && { status: b.status }),
  }),
  unique: { coupons_code_uq: 'code' },
  beforeWrite: async (_tx, values, existing) => {
    // A PATCH may change one side of a rule: check the merged row.
    const pick = <K extends keyof Row>(k: K) => (k in values ? (values[k] as Row[K]) : existing?.[k]);
    const type = pick('type') as Row['type'] | undefined;
    const issues = couponBodyIssues({
      type: type as 'percentage' | 'fixed' | undefined,
      amount: pick('amount') ?? null,
      min_order_amount: pick('minOrderAmount') ?? null,
      starts_at: pick('startsAt') ?? null,
      ends_at: pick('endsAt') ?? null,
    });
    if (issues.length) throw validation(Object.fromEntries(issues.map((i) => [i.field, couponMessage(i.key)])));
    // A cap only bounds a percentage.
    if (type === 'fixed') values.maxDiscount = null;
  },
  beforeDelete: async (tx, row) => {
    const [r] = await tx.select({ n: count() }).from(couponUsages).where(eq(couponUsages.couponId, row.id));
    if (r!.n > 0) throw new AppError(409, 'in_use', couponMessage('in_use', { count: r!.n }));
  },
});
