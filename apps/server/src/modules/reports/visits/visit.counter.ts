import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isoOfDay, tehranToday } from '@pishkhan/common/jalali-days';
import type { VisitKind } from '@pishkhan/common/schemas/visit.schema';
import { tehranClock } from '@pishkhan/common/tehran-time';
import type { Db } from '../../../db/client';
import { visitHours, visitItemDays, visitSalts, visitSeen } from './visit.table';

/**
 * Counting visits without cookies and without keeping addresses, as privacy-first analytics do:
 * a visitor is sha256(day's salt + IP + user agent). The salt is random, kept in the database so
 * every server of a cluster hashes alike, made anew each Tehran day, and yesterday's is deleted, so
 * no hash can be recomputed from an address afterwards. A visitor is counted once per Tehran hour
 * (visit_seen, unique on day, hour and hash, holding the current hours only); the figures are added
 * up in memory and written to the hour and item tables in one statement each every few seconds.
 */
export const FLUSH_MS = 3_000;

export interface Beacon {
  ip: string;
  userAgent: string;
  kind: VisitKind;
  id?: number;
}

interface HourFigures {
  visits: number;
  pageViews: number;
  productViews: number;
  postViews: number;
}

/** The Tehran day (`YYYY-MM-DD`) and hour of an instant. */
export function tehranHour(at: Date): { day: string; hour: number } {
  const c = tehranClock(at);
  return { day: `${c.y}-${String(c.m).padStart(2, '0')}-${String(c.d).padStart(2, '0')}`, hour: c.h };
}

export class VisitCounter {
  private salt: { day: string; salt: Buffer } | null = null;
  private hours = new Map<string, HourFigures>();
  private items = new Map<string, number>();

  constructor(
    private readonly db: Db,
    /** The clock (tests set it). */
    public now: () => Date = () => new Date(),
  ) {}

  /** Today's salt: this server's copy, else the stored one, else a new one (the first server to ask makes it); older salts deleted. */
  private async saltOf(day: string): Promise<Buffer> {
    if (this.salt?.day === day) return this.salt.salt;
    await this.db.insert(visitSalts).values({ day, salt: randomBytes(32) }).onConflictDoNothing();
    const [row] = await this.db.select({ salt: visitSalts.salt }).from(visitSalts).where(sql`${visitSalts.day} = ${day}`);
    await this.db.delete(visitSalts).where(sql`${visitSalts.day} < ${day}`);
    this.salt = { day, salt: row!.salt };
    return row!.salt;
  }

  /** Counts one page view, and a visit when this visitor was not seen yet this hour. */
  async count(b: Beacon): Promise<void> {
    const { day, hour } = tehranHour(this.now());
    const salt = await this.saltOf(day);
    const visitor = createHash('sha256').update(salt).update('\n').update(b.ip).update('\n').update(b.userAgent).digest();
    const fresh = await this.db.insert(visitSeen).values({ day, hour, visitor }).onConflictDoNothing().returning({ hour: visitSeen.hour });
    const key = `${day} ${hour}`;
    const h = this.hours.get(key) ?? { visits: 0, pageViews: 0, productViews: 0, postViews: 0 };
    h.visits += fresh.length;
    h.pageViews += 1;
    if (b.kind === 'product') h.productViews += 1;
    if (b.kind === 'post') h.postViews += 1;
    this.hours.set(key, h);
    if ((b.kind === 'product' || b.kind === 'post') && b.id !== undefined) {
      const k = `${day} ${b.kind} ${b.id}`;
      this.items.set(k, (this.items.get(k) ?? 0) + 1);
    }
  }

  /**
   * Adds the figures counted since the last flush to visit_hours and visit_item_days (one upsert
   * each); views of a product or post that does not exist are dropped there. On failure the
   * figures are kept for the next try.
   */
  async flush(): Promise<void> {
    if (!this.hours.size && !this.items.size) return;
    const hours = this.hours;
    const items = this.items;
    this.hours = new Map();
    this.items = new Map();
    try {
      await this.db.transaction(async (tx) => {
        if (hours.size) {
          const values = [...hours].map(([k, v]) => {
            const [day, hour] = k.split(' ');
            return { day: day!, hour: Number(hour), visits: v.visits, pageViews: v.pageViews, productViews: v.productViews, postViews: v.postViews };
          });
          await tx
            .insert(visitHours)
            .values(values)
            .onConflictDoUpdate({
              target: [visitHours.day, visitHours.hour],
              set: {
                visits: sql`${visitHours.visits} + excluded.visits`,
                pageViews: sql`${visitHours.pageViews} + excluded.page_views`,
                productViews: sql`${visitHours.productViews} + excluded.product_views`,
                postViews: sql`${visitHours.postViews} + excluded.post_views`,
              },
            });
        }
        if (items.size) {
          const rows = sql.join(
            [...items].map(([k, n]) => {
              const [day, kind, id] = k.split(' ');
              return sql`(${day}::date, ${kind}::varchar, ${Number(id)}::bigint, ${n}::int)`;
            }),
            sql`, `,
          );
          await tx.execute(sql`
            insert into ${visitItemDays} (day, kind, item_id, views)
            select v.day, v.kind, v.id, v.n from (values ${rows}) as v(day, kind, id, n)
            where (v.kind = 'product' and exists (select 1 from products p where p.id = v.id))
               or (v.kind = 'post' and exists (select 1 from posts p where p.id = v.id))
            order by 1, 2, 3
            on conflict (day, kind, item_id) do update set views = ${visitItemDays.views} + excluded.views`);
        }
      });
    } catch (err) {
      for (const [k, v] of hours) {
        const h = this.hours.get(k);
        this.hours.set(k, h ? { visits: h.visits + v.visits, pageViews: h.pageViews + v.pageViews, productViews: h.productViews + v.productViews, postViews: h.postViews + v.postViews } : v);
      }
      for (const [k, n] of items) this.items.set(k, (this.items.get(k) ?? 0) + n);
      throw err;
    }
  }

  /** Deletes the dedupe rows of hours before the previous one and the salts of days before today. */
  async prune(): Promise<void> {
    const now = this.now();
    const { day, hour } = tehranHour(now);
    const today = isoOfDay(tehranToday(now));
    await this.db.delete(visitSeen).where(sql`(${visitSeen.day}, ${visitSeen.hour}) < (${day}::date, ${hour - 1})`);
    await this.db.delete(visitSalts).where(sql`${visitSalts.day} < ${today}`);
    if (this.salt && this.salt.day < today) this.salt = null;
  }
}

const counters = new WeakMap<object, VisitCounter>();

/** The counter of one server (shared by its encapsulated route contexts). */
export function visitCounterOf(server: object, db: Db): VisitCounter {
  let c = counters.get(server);
  if (!c) counters.set(server, (c = new VisitCounter(db)));
  return c;
}
