CREATE TABLE "wallet_transaction_days" (
	"day" date NOT NULL,
	"type" varchar(24) NOT NULL,
	"slot" smallint NOT NULL,
	"credits" bigint DEFAULT 0 NOT NULL,
	"credit_count" integer DEFAULT 0 NOT NULL,
	"debits" bigint DEFAULT 0 NOT NULL,
	"debit_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_transaction_days_day_type_slot_pk" PRIMARY KEY("day","type","slot")
);
--> statement-breakpoint
CREATE TABLE "mini_order_days" (
	"day" date NOT NULL,
	"admin_id" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"payments" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"card" bigint DEFAULT 0 NOT NULL,
	"wallet" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "mini_order_days_day_admin_id_status_payments_pk" PRIMARY KEY("day","admin_id","status","payments")
);
--> statement-breakpoint
-- Daily totals (hand-written; drizzle-kit does not manage triggers or functions): the wallet ledger
-- and the in-store sales summed per Tehran calendar day, kept by triggers in the same transaction as
-- the rows they sum, so the lists' totals never scan the whole table. Rows are added grouped by key,
-- in key order (concurrent transactions lock the day rows in the same order). The ledger's trigger
-- runs per statement: a ledger row is the last thing its transaction locks (the wallet comes last).
CREATE OR REPLACE FUNCTION wallet_transaction_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_transaction_days AS d (day, type, slot, credits, credit_count, debits, debit_count)
  SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, type, (wallet_id % 8)::smallint,
         coalesce(sum(amount) FILTER (WHERE amount > 0), 0), count(*) FILTER (WHERE amount > 0),
         coalesce(-sum(amount) FILTER (WHERE amount < 0), 0), count(*) FILTER (WHERE amount < 0)
  FROM wallet_ledger_new GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, type, slot) DO UPDATE SET credits = d.credits + EXCLUDED.credits, credit_count = d.credit_count + EXCLUDED.credit_count,
    debits = d.debits + EXCLUDED.debits, debit_count = d.debit_count + EXCLUDED.debit_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_days AFTER INSERT ON wallet_transactions REFERENCING NEW TABLE AS wallet_ledger_new
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_transaction_days_add();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_transaction_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM wallet_transaction_days;
  INSERT INTO wallet_transaction_days (day, type, slot, credits, credit_count, debits, debit_count)
  SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, type, (wallet_id % 8)::smallint,
         coalesce(sum(amount) FILTER (WHERE amount > 0), 0), count(*) FILTER (WHERE amount > 0),
         coalesce(-sum(amount) FILTER (WHERE amount < 0), 0), count(*) FILTER (WHERE amount < 0)
  FROM wallet_transactions GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT wallet_transaction_days_rebuild();
--> statement-breakpoint
-- A receipt as a day row: its Tehran day, cashier (0: none), status and payment mix (1 cash, 2 card,
-- 4 wallet: the parts that are not zero), its figures times `sign` (+1 written, -1 replaced or removed).
CREATE OR REPLACE FUNCTION mini_order_day_row(m mini_orders, sign int) RETURNS mini_order_days LANGUAGE sql STABLE AS $$
  SELECT (m.created_at AT TIME ZONE 'Asia/Tehran')::date, coalesce(m.admin_id, 0), m.status,
         ((m.paid_cash <> 0)::int + 2 * (m.paid_card <> 0)::int + 4 * (m.paid_wallet <> 0)::int)::smallint,
         sign, sign * m.total, sign * m.paid_cash, sign * m.paid_card, sign * m.paid_wallet, sign * m.discount_amount;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mini_order_days_add(delta mini_order_days[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO mini_order_days AS d (day, admin_id, status, payments, count, total, cash, card, wallet, discount)
  SELECT day, admin_id, status, payments, sum(count), sum(total), sum(cash), sum(card), sum(wallet), sum(discount)
  FROM unnest(delta) GROUP BY 1, 2, 3, 4
  HAVING sum(count) <> 0 OR sum(total) <> 0 OR sum(cash) <> 0 OR sum(card) <> 0 OR sum(wallet) <> 0 OR sum(discount) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, admin_id, status, payments) DO UPDATE SET count = d.count + EXCLUDED.count, total = d.total + EXCLUDED.total,
    cash = d.cash + EXCLUDED.cash, card = d.card + EXCLUDED.card, wallet = d.wallet + EXCLUDED.wallet, discount = d.discount + EXCLUDED.discount;
$$;
--> statement-breakpoint
-- Deferred to the commit: a sale inserts its receipt before it locks its stock, and a void changes a
-- receipt after it has locked the stock; a day row taken at once would be locked in both orders.
CREATE OR REPLACE FUNCTION mini_order_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mini_order_days_add(array[mini_order_day_row(NEW, 1)]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM mini_order_days_add(array[mini_order_day_row(NEW, 1), mini_order_day_row(OLD, -1)]);
  ELSE
    PERFORM mini_order_days_add(array[mini_order_day_row(OLD, -1)]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER mini_orders_days AFTER INSERT OR UPDATE OR DELETE ON mini_orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION mini_order_days_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mini_order_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM mini_order_days;
  SELECT mini_order_days_add(array(SELECT mini_order_day_row(m, 1) FROM mini_orders m));
$$;
--> statement-breakpoint
SELECT mini_order_days_rebuild();
