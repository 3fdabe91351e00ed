CREATE TABLE "wallet_customer_days" (
	"day" date NOT NULL,
	"customer_id" integer NOT NULL,
	"topup" bigint DEFAULT 0 NOT NULL,
	"refund" bigint DEFAULT 0 NOT NULL,
	"admin_credit" bigint DEFAULT 0 NOT NULL,
	"gift_credit" bigint DEFAULT 0 NOT NULL,
	"withdraw_cancel" bigint DEFAULT 0 NOT NULL,
	"paid_main" bigint DEFAULT 0 NOT NULL,
	"paid_gift" bigint DEFAULT 0 NOT NULL,
	"withdraw_request" bigint DEFAULT 0 NOT NULL,
	"admin_debit" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"gift" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_customer_days_day_customer_id_pk" PRIMARY KEY("day","customer_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_customer_firsts" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_customer_firsts_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
CREATE TABLE "wallet_customer_gaps" (
	"customer_id" integer NOT NULL,
	"first" date NOT NULL,
	"last" date NOT NULL,
	CONSTRAINT "wallet_customer_gaps_customer_id_first_pk" PRIMARY KEY("customer_id","first")
);
--> statement-breakpoint
CREATE TABLE "wallet_customer_periods" (
	"grain" varchar(5) NOT NULL,
	"start" date NOT NULL,
	"customer_id" integer NOT NULL,
	"topup" bigint DEFAULT 0 NOT NULL,
	"refund" bigint DEFAULT 0 NOT NULL,
	"admin_credit" bigint DEFAULT 0 NOT NULL,
	"gift_credit" bigint DEFAULT 0 NOT NULL,
	"withdraw_cancel" bigint DEFAULT 0 NOT NULL,
	"paid_main" bigint DEFAULT 0 NOT NULL,
	"paid_gift" bigint DEFAULT 0 NOT NULL,
	"withdraw_request" bigint DEFAULT 0 NOT NULL,
	"admin_debit" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"gift" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_customer_periods_grain_start_customer_id_pk" PRIMARY KEY("grain","start","customer_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_transaction_days" ADD COLUMN "gifts" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "wallet_customer_days_customer_idx" ON "wallet_customer_days" USING btree ("customer_id","day");--> statement-breakpoint
CREATE INDEX "wallet_customer_gaps_first_idx" ON "wallet_customer_gaps" USING btree ("first","last");--> statement-breakpoint
CREATE INDEX "wallet_customer_gaps_last_idx" ON "wallet_customer_gaps" USING btree ("last","first");--> statement-breakpoint
CREATE INDEX "wallets_main_balance_idx" ON "wallets" USING btree (("balance" - "gift_balance") desc,"customer_id") WHERE "wallets"."balance" - "wallets"."gift_balance" > 0;--> statement-breakpoint
-- The wallets report's facts (hand-written; drizzle-kit does not manage triggers or functions): the
-- ledger summed per customer and Tehran day, and per customer and Jalali month and year, kept by a
-- statement trigger in the same transaction as the ledger rows (the ledger is append-only).
-- One ledger row as a day fact: its Tehran day, its customer, its money in its kind
-- (WALLET_KIND_OF_TYPE in packages/common/src/wallet-report.ts: a row's main part `amount − gift_amount`
-- and its gift part `gift_amount`, each in one kind, positive), a credit or a debit, and its gift part.
CREATE OR REPLACE FUNCTION wallet_fact_of(t wallet_transactions) RETURNS wallet_customer_days LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW((t.created_at AT TIME ZONE 'Asia/Tehran')::date, t.customer_id,
    CASE WHEN t.type = 'gateway_topup' THEN t.amount ELSE 0 END,
    CASE WHEN t.type IN ('order_refund', 'shop_refund') THEN t.amount ELSE 0 END,
    CASE WHEN t.type = 'admin_credit' THEN t.amount - t.gift_amount ELSE 0 END,
    CASE WHEN t.type = 'admin_credit' THEN t.gift_amount WHEN t.type = 'gift_credit' THEN t.amount ELSE 0 END,
    CASE WHEN t.type = 'withdraw_cancel' THEN t.amount ELSE 0 END,
    CASE WHEN t.type IN ('order_payment', 'shop_payment') THEN t.gift_amount - t.amount ELSE 0 END,
    CASE WHEN t.type IN ('order_payment', 'shop_payment') THEN -t.gift_amount ELSE 0 END,
    CASE WHEN t.type = 'withdraw_request' THEN -t.amount ELSE 0 END,
    CASE WHEN t.type = 'admin_debit' THEN -t.amount ELSE 0 END,
    (t.amount > 0)::int, (t.amount < 0)::int, t.gift_amount)::wallet_customer_days;
$$;
--> statement-breakpoint
-- The gaps of these customers (wallet_customer_gaps) recomputed from their day facts: the days before
-- their first row, and after each day that ended with an empty wallet up to their next row's day; and
-- wallet_customer_firsts moved when a customer's first day changed (only then is a row written). The
-- customers are joined, not compared with `= ANY` (a bulk insert's statement holds thousands).
CREATE OR REPLACE FUNCTION wallet_gaps_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO wallet_customer_firsts AS c (day, slot, customers)
  SELECT day, slot, sum(n) FROM (
    SELECT last + 1 AS day, (customer_id % 8)::smallint AS slot, -1 AS n FROM wallet_customer_gaps WHERE customer_id IN (SELECT unnest(ids)) AND first = '-infinity'
    UNION ALL
    SELECT min(day), (customer_id % 8)::smallint, 1 FROM wallet_customer_days WHERE customer_id IN (SELECT unnest(ids)) GROUP BY customer_id
  ) x GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (day, slot) DO UPDATE SET customers = c.customers + EXCLUDED.customers;
  DELETE FROM wallet_customer_gaps WHERE customer_id IN (SELECT unnest(ids));
  INSERT INTO wallet_customer_gaps (customer_id, first, last)
  SELECT customer_id, first, last FROM (
    SELECT customer_id, '-infinity'::date AS first, min(day) - 1 AS last FROM wallet_customer_days WHERE customer_id IN (SELECT unnest(ids)) GROUP BY customer_id
    UNION ALL
    SELECT customer_id, day + 1, coalesce(next_day - 1, 'infinity'::date) FROM (
      SELECT customer_id, day, lead(day) OVER w AS next_day,
        sum(topup + refund + admin_credit + gift_credit + withdraw_cancel - paid_main - paid_gift - withdraw_request - admin_debit) OVER w AS balance
      FROM wallet_customer_days WHERE customer_id IN (SELECT unnest(ids)) WINDOW w AS (PARTITION BY customer_id ORDER BY day)
    ) d WHERE balance = 0 AND (next_day IS NULL OR next_day > day + 1)
  ) g ORDER BY 1, 2;
$$;
--> statement-breakpoint
-- Adds day facts to their days and to their Jalali months and years, grouped by key in key order
-- (concurrent transactions lock the rows in the same order).
CREATE OR REPLACE FUNCTION wallet_facts_add(f wallet_customer_days[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO wallet_customer_days AS d (day, customer_id, topup, refund, admin_credit, gift_credit, withdraw_cancel, paid_main, paid_gift,
    withdraw_request, admin_debit, deposit_count, withdrawal_count, gift)
  SELECT day, customer_id, sum(topup), sum(refund), sum(admin_credit), sum(gift_credit), sum(withdraw_cancel), sum(paid_main), sum(paid_gift),
    sum(withdraw_request), sum(admin_debit), sum(deposit_count), sum(withdrawal_count), sum(gift)
  FROM unnest(f) GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, customer_id) DO UPDATE SET topup = d.topup + EXCLUDED.topup, refund = d.refund + EXCLUDED.refund,
    admin_credit = d.admin_credit + EXCLUDED.admin_credit, gift_credit = d.gift_credit + EXCLUDED.gift_credit,
    withdraw_cancel = d.withdraw_cancel + EXCLUDED.withdraw_cancel, paid_main = d.paid_main + EXCLUDED.paid_main,
    paid_gift = d.paid_gift + EXCLUDED.paid_gift, withdraw_request = d.withdraw_request + EXCLUDED.withdraw_request,
    admin_debit = d.admin_debit + EXCLUDED.admin_debit, deposit_count = d.deposit_count + EXCLUDED.deposit_count,
    withdrawal_count = d.withdrawal_count + EXCLUDED.withdrawal_count, gift = d.gift + EXCLUDED.gift;
  INSERT INTO wallet_customer_periods AS d (grain, start, customer_id, topup, refund, admin_credit, gift_credit, withdraw_cancel, paid_main, paid_gift,
    withdraw_request, admin_debit, deposit_count, withdrawal_count, gift)
  SELECT p.grain, p.start, x.customer_id, sum(x.topup), sum(x.refund), sum(x.admin_credit), sum(x.gift_credit), sum(x.withdraw_cancel), sum(x.paid_main),
    sum(x.paid_gift), sum(x.withdraw_request), sum(x.admin_debit), sum(x.deposit_count), sum(x.withdrawal_count), sum(x.gift)
  FROM unnest(f) x JOIN jalali_months m ON x.day BETWEEN m.first AND m.last
  CROSS JOIN LATERAL (VALUES ('month'::varchar, m.first), ('year'::varchar, m.year_first)) p(grain, start)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (grain, start, customer_id) DO UPDATE SET topup = d.topup + EXCLUDED.topup, refund = d.refund + EXCLUDED.refund,
    admin_credit = d.admin_credit + EXCLUDED.admin_credit, gift_credit = d.gift_credit + EXCLUDED.gift_credit,
    withdraw_cancel = d.withdraw_cancel + EXCLUDED.withdraw_cancel, paid_main = d.paid_main + EXCLUDED.paid_main,
    paid_gift = d.paid_gift + EXCLUDED.paid_gift, withdraw_request = d.withdraw_request + EXCLUDED.withdraw_request,
    admin_debit = d.admin_debit + EXCLUDED.admin_debit, deposit_count = d.deposit_count + EXCLUDED.deposit_count,
    withdrawal_count = d.withdrawal_count + EXCLUDED.withdrawal_count, gift = d.gift + EXCLUDED.gift;
  SELECT wallet_gaps_refresh(array(SELECT DISTINCT customer_id FROM unnest(f)));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_facts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wallet_facts_add(array(SELECT f FROM wallet_ledger_new n CROSS JOIN LATERAL wallet_fact_of(n) f));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_facts AFTER INSERT ON wallet_transactions REFERENCING NEW TABLE AS wallet_ledger_new
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_facts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_facts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM wallet_customer_days;
  INSERT INTO wallet_customer_days (day, customer_id, topup, refund, admin_credit, gift_credit, withdraw_cancel, paid_main, paid_gift,
    withdraw_request, admin_debit, deposit_count, withdrawal_count, gift)
  SELECT f.day, f.customer_id, sum(f.topup), sum(f.refund), sum(f.admin_credit), sum(f.gift_credit), sum(f.withdraw_cancel), sum(f.paid_main), sum(f.paid_gift),
    sum(f.withdraw_request), sum(f.admin_debit), sum(f.deposit_count), sum(f.withdrawal_count), sum(f.gift)
  FROM wallet_transactions t CROSS JOIN LATERAL wallet_fact_of(t) f GROUP BY 1, 2 ORDER BY 1, 2;
  DELETE FROM wallet_customer_periods;
  INSERT INTO wallet_customer_periods (grain, start, customer_id, topup, refund, admin_credit, gift_credit, withdraw_cancel, paid_main, paid_gift,
    withdraw_request, admin_debit, deposit_count, withdrawal_count, gift)
  SELECT p.grain, p.start, x.customer_id, sum(x.topup), sum(x.refund), sum(x.admin_credit), sum(x.gift_credit), sum(x.withdraw_cancel), sum(x.paid_main),
    sum(x.paid_gift), sum(x.withdraw_request), sum(x.admin_debit), sum(x.deposit_count), sum(x.withdrawal_count), sum(x.gift)
  FROM wallet_customer_days x JOIN jalali_months m ON x.day BETWEEN m.first AND m.last
  CROSS JOIN LATERAL (VALUES ('month'::varchar, m.first), ('year'::varchar, m.year_first)) p(grain, start)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  DELETE FROM wallet_customer_gaps;
  INSERT INTO wallet_customer_gaps (customer_id, first, last)
  SELECT customer_id, first, last FROM (
    SELECT customer_id, '-infinity'::date AS first, min(day) - 1 AS last FROM wallet_customer_days WHERE true GROUP BY customer_id
    UNION ALL
    SELECT customer_id, day + 1, coalesce(next_day - 1, 'infinity'::date) FROM (
      SELECT customer_id, day, lead(day) OVER w AS next_day,
        sum(topup + refund + admin_credit + gift_credit + withdraw_cancel - paid_main - paid_gift - withdraw_request - admin_debit) OVER w AS balance
      FROM wallet_customer_days WHERE true WINDOW w AS (PARTITION BY customer_id ORDER BY day)
    ) d WHERE balance = 0 AND (next_day IS NULL OR next_day > day + 1)
  ) g ORDER BY 1, 2;
  DELETE FROM wallet_customer_firsts;
  INSERT INTO wallet_customer_firsts (day, slot, customers)
  SELECT last + 1, (customer_id % 8)::smallint, count(*) FROM wallet_customer_gaps WHERE first = '-infinity' GROUP BY 1, 2 ORDER BY 1, 2;
$$;
--> statement-breakpoint
-- wallet_transaction_days also sums the gift parts (`gifts`): the report's totals over every customer
-- split each type's main and gift parts from a few rows a day.
CREATE OR REPLACE FUNCTION wallet_transaction_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_transaction_days AS d (day, type, slot, credits, credit_count, debits, debit_count, gifts)
  SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, type, (wallet_id % 8)::smallint,
         coalesce(sum(amount) FILTER (WHERE amount > 0), 0), count(*) FILTER (WHERE amount > 0),
         coalesce(-sum(amount) FILTER (WHERE amount < 0), 0), count(*) FILTER (WHERE amount < 0), sum(gift_amount)
  FROM wallet_ledger_new GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, type, slot) DO UPDATE SET credits = d.credits + EXCLUDED.credits, credit_count = d.credit_count + EXCLUDED.credit_count,
    debits = d.debits + EXCLUDED.debits, debit_count = d.debit_count + EXCLUDED.debit_count, gifts = d.gifts + EXCLUDED.gifts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_transaction_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM wallet_transaction_days;
  INSERT INTO wallet_transaction_days (day, type, slot, credits, credit_count, debits, debit_count, gifts)
  SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, type, (wallet_id % 8)::smallint,
         coalesce(sum(amount) FILTER (WHERE amount > 0), 0), count(*) FILTER (WHERE amount > 0),
         coalesce(-sum(amount) FILTER (WHERE amount < 0), 0), count(*) FILTER (WHERE amount < 0), sum(gift_amount)
  FROM wallet_transactions GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT wallet_transaction_days_rebuild();
--> statement-breakpoint
SELECT wallet_facts_rebuild();
--> statement-breakpoint
ANALYZE wallet_customer_days, wallet_customer_periods, wallet_customer_gaps, wallet_customer_firsts, wallet_transaction_days;
