CREATE TABLE "stock_move_days" (
	"day" date NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"stock_in" bigint DEFAULT 0 NOT NULL,
	"stock_out" bigint DEFAULT 0 NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_move_days_day_variant_id_pk" PRIMARY KEY("day","variant_id")
);
--> statement-breakpoint
CREATE TABLE "stock_move_periods" (
	"grain" varchar(5) NOT NULL,
	"start" date NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"stock_in" bigint DEFAULT 0 NOT NULL,
	"stock_out" bigint DEFAULT 0 NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_move_periods_grain_start_variant_id_pk" PRIMARY KEY("grain","start","variant_id")
);
--> statement-breakpoint
CREATE INDEX "stock_move_days_product_idx" ON "stock_move_days" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "stock_move_periods_product_idx" ON "stock_move_periods" USING btree ("product_id","grain","start");--> statement-breakpoint
-- The varieties report's stock facts (hand-written; drizzle-kit does not manage triggers or
-- functions): what the movements of each variant add to its Tehran day's row of stock_move_days and
-- to the rows of that day's Jalali month and year in stock_move_periods, kept by statement triggers on
-- stock_movements in the same transaction as the movements. A movement is written after its
-- variant's stock row is locked (stock.service changeStocks), and its fact rows are that variant's
-- only, so two transactions wait for them in the order they wait for the stock. `movements` counts the
-- movements of the row: a row left without any is removed, so the report lists the variants that moved.
CREATE OR REPLACE FUNCTION stock_move_days_add(delta stock_move_days[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  SELECT array_agg(g ORDER BY g.day, g.variant_id) INTO delta FROM (
    SELECT day, variant_id, max(product_id) AS product_id, sum(stock_in)::bigint AS stock_in, sum(stock_out)::bigint AS stock_out,
           sum(movements)::int AS movements
    FROM unnest(delta) GROUP BY 1, 2 HAVING sum(movements) <> 0 OR sum(stock_in) <> 0 OR sum(stock_out) <> 0) g;
  IF delta IS NULL THEN RETURN; END IF;
  INSERT INTO stock_move_days AS s SELECT * FROM unnest(delta)
  ON CONFLICT (day, variant_id) DO UPDATE SET stock_in = s.stock_in + EXCLUDED.stock_in, stock_out = s.stock_out + EXCLUDED.stock_out,
    movements = s.movements + EXCLUDED.movements;
  INSERT INTO stock_move_periods AS s (grain, start, variant_id, product_id, stock_in, stock_out, movements)
  SELECT p.grain, p.start, d.variant_id, max(d.product_id), sum(d.stock_in), sum(d.stock_out), sum(d.movements)
  FROM unnest(delta) d JOIN jalali_months m ON d.day BETWEEN m.first AND m.last
  CROSS JOIN LATERAL (VALUES ('month'::varchar, m.first), ('year'::varchar, m.year_first)) p(grain, start)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (grain, start, variant_id) DO UPDATE SET stock_in = s.stock_in + EXCLUDED.stock_in, stock_out = s.stock_out + EXCLUDED.stock_out,
    movements = s.movements + EXCLUDED.movements;
  IF EXISTS (SELECT 1 FROM unnest(delta) WHERE movements < 0) THEN
    DELETE FROM stock_move_days s USING unnest(delta) d WHERE d.movements < 0 AND s.day = d.day AND s.variant_id = d.variant_id AND s.movements <= 0;
    DELETE FROM stock_move_periods s USING unnest(delta) d JOIN jalali_months m ON d.day BETWEEN m.first AND m.last
    WHERE d.movements < 0 AND s.variant_id = d.variant_id AND ((s.grain = 'month' AND s.start = m.first) OR (s.grain = 'year' AND s.start = m.year_first))
      AND s.movements <= 0;
  END IF;
END $$;
--> statement-breakpoint
-- The movements of a statement (inserted, deleted, or both for an update) as signed day rows.
CREATE OR REPLACE FUNCTION stock_move_facts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta stock_move_days[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(f) INTO delta FROM (
      SELECT (n.created_at AT TIME ZONE 'Asia/Tehran')::date AS day, n.variant_id::int AS variant_id, coalesce(v.product_id, 0)::int AS product_id,
             greatest(n.change, 0)::bigint AS stock_in, least(n.change, 0)::bigint AS stock_out, 1 AS movements
      FROM stock_new n LEFT JOIN variants v ON v.id = n.variant_id) f;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(f) INTO delta FROM (
      SELECT (o.created_at AT TIME ZONE 'Asia/Tehran')::date AS day, o.variant_id::int AS variant_id, 0 AS product_id,
             -greatest(o.change, 0)::bigint AS stock_in, -least(o.change, 0)::bigint AS stock_out, -1 AS movements
      FROM stock_old o) f;
  ELSE
    SELECT array_agg(f) INTO delta FROM (
      SELECT (n.created_at AT TIME ZONE 'Asia/Tehran')::date AS day, n.variant_id::int AS variant_id, coalesce(v.product_id, 0)::int AS product_id,
             greatest(n.change, 0)::bigint AS stock_in, least(n.change, 0)::bigint AS stock_out, 1 AS movements
      FROM stock_new n LEFT JOIN variants v ON v.id = n.variant_id
      UNION ALL
      SELECT (o.created_at AT TIME ZONE 'Asia/Tehran')::date, o.variant_id::int, 0, -greatest(o.change, 0)::bigint, -least(o.change, 0)::bigint, -1
      FROM stock_old o) f;
  END IF;
  IF delta IS NOT NULL THEN PERFORM stock_move_days_add(delta); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_facts_ins AFTER INSERT ON stock_movements REFERENCING NEW TABLE AS stock_new
  FOR EACH STATEMENT EXECUTE FUNCTION stock_move_facts();
--> statement-breakpoint
CREATE TRIGGER stock_movements_facts_del AFTER DELETE ON stock_movements REFERENCING OLD TABLE AS stock_old
  FOR EACH STATEMENT EXECUTE FUNCTION stock_move_facts();
--> statement-breakpoint
CREATE TRIGGER stock_movements_facts_upd AFTER UPDATE ON stock_movements REFERENCING OLD TABLE AS stock_old NEW TABLE AS stock_new
  FOR EACH STATEMENT EXECUTE FUNCTION stock_move_facts();
--> statement-breakpoint
-- Recomputes the stock facts from the movements (the demo seed's bulk inserts run without triggers).
CREATE OR REPLACE FUNCTION stock_facts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM stock_move_days;
  INSERT INTO stock_move_days (day, variant_id, product_id, stock_in, stock_out, movements)
  SELECT d.day, d.variant_id, v.product_id, d.stock_in, d.stock_out, d.movements
  FROM (
    SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date AS day, variant_id, coalesce(sum(change) FILTER (WHERE change > 0), 0) AS stock_in,
           coalesce(sum(change) FILTER (WHERE change < 0), 0) AS stock_out, count(*) AS movements
    FROM stock_movements GROUP BY 1, 2
  ) d JOIN variants v ON v.id = d.variant_id ORDER BY 1, 2;
  DELETE FROM stock_move_periods;
  INSERT INTO stock_move_periods (grain, start, variant_id, product_id, stock_in, stock_out, movements)
  SELECT p.grain, p.start, s.variant_id, max(s.product_id), sum(s.stock_in), sum(s.stock_out), sum(s.movements)
  FROM stock_move_days s
  JOIN (SELECT d.day, m.first, m.year_first FROM (SELECT DISTINCT day FROM stock_move_days) d JOIN jalali_months m ON d.day BETWEEN m.first AND m.last) dm ON dm.day = s.day
  CROSS JOIN LATERAL (VALUES ('month'::varchar, dm.first), ('year'::varchar, dm.year_first)) p(grain, start)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT stock_facts_rebuild();
--> statement-breakpoint
ANALYZE stock_move_days, stock_move_periods;
--> statement-breakpoint
-- The sale period tables get rows for both channels together (`channel` both), as customer_sale_periods
-- has: a whole month or year in mode both is then one row per variant or product, read without adding
-- the channels up. The flush at the commit (migration sale_facts) writes them with the channels' rows,
-- in the same key order; a both row is removed when its channels' rows are (each channel's figures are
-- never negative, so both is all zero exactly when every channel is).
CREATE OR REPLACE FUNCTION product_sale_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes product_sale_days[];
BEGIN
  WITH q AS (DELETE FROM product_sale_pending WHERE tx = txid_current() RETURNING *)
  SELECT array_agg(g ORDER BY g.day, g.channel, g.product_id, g.variant_id) INTO changes FROM (
    SELECT day, channel, product_id, variant_id, sum(quantity)::bigint AS quantity, sum(amount)::bigint AS amount, sum(charged)::bigint AS charged,
           sum(refunded_quantity)::bigint AS refunded_quantity, sum(refunds)::bigint AS refunds
    FROM q GROUP BY 1, 2, 3, 4
    HAVING sum(quantity) <> 0 OR sum(amount) <> 0 OR sum(charged) <> 0 OR sum(refunded_quantity) <> 0 OR sum(refunds) <> 0) g;
  IF changes IS NULL THEN RETURN NULL; END IF;
  INSERT INTO product_sale_days AS s SELECT * FROM unnest(changes)
  ON CONFLICT (day, channel, product_id, variant_id) DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity, amount = s.amount + EXCLUDED.amount,
    charged = s.charged + EXCLUDED.charged, refunded_quantity = s.refunded_quantity + EXCLUDED.refunded_quantity, refunds = s.refunds + EXCLUDED.refunds;
  INSERT INTO variant_sale_periods AS s (grain, start, channel, product_id, variant_id, quantity, amount, charged, refunded_quantity, refunds)
  SELECT p.grain, p.start, ch.channel, c.product_id, c.variant_id, sum(c.quantity), sum(c.amount), sum(c.charged), sum(c.refunded_quantity), sum(c.refunds)
  FROM unnest(changes) c JOIN jalali_months m ON c.day BETWEEN m.first AND m.last
  CROSS JOIN LATERAL (VALUES ('month'::varchar, m.first), ('year'::varchar, m.year_first)) p(grain, start)
  CROSS JOIN LATERAL (VALUES (c.channel), ('both'::varchar)) ch(channel)
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (grain, start, channel, product_id, variant_id) DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity, amount = s.amount + EXCLUDED.amount,
    charged = s.charged + EXCLUDED.charged, refunded_quantity = s.refunded_quantity + EXCLUDED.refunded_quantity, refunds = s.refunds + EXCLUDED.refunds;
  INSERT INTO product_sale_periods AS s (grain, start, channel, product_id, quantity, amount, charged, refunded_quantity, refunds)
  SELECT p.grain, p.start, ch.channel, c.product_id, sum(c.quantity), sum(c.amount), sum(c.charged), sum(c.refunded_quantity), sum(c.refunds)
  FROM unnest(changes) c JOIN jalali_months m ON c.day BETWEEN m.first AND m.last
  CROSS JOIN LATERAL (VALUES ('month'::varchar, m.first), ('year'::varchar, m.year_first)) p(grain, start)
  CROSS JOIN LATERAL (VALUES (c.channel), ('both'::varchar)) ch(channel)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (grain, start, channel, product_id) DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity, amount = s.amount + EXCLUDED.amount,
    charged = s.charged + EXCLUDED.charged, refunded_quantity = s.refunded_quantity + EXCLUDED.refunded_quantity, refunds = s.refunds + EXCLUDED.refunds;
  DELETE FROM product_sale_days s USING unnest(changes) c
  WHERE s.day = c.day AND s.channel = c.channel AND s.product_id = c.product_id AND s.variant_id = c.variant_id
    AND s.quantity = 0 AND s.amount = 0 AND s.charged = 0 AND s.refunded_quantity = 0 AND s.refunds = 0;
  DELETE FROM variant_sale_periods s USING unnest(changes) c JOIN jalali_months m ON c.day BETWEEN m.first AND m.last
  WHERE s.channel IN (c.channel, 'both') AND s.product_id = c.product_id AND s.variant_id = c.variant_id
    AND ((s.grain = 'month' AND s.start = m.first) OR (s.grain = 'year' AND s.start = m.year_first))
    AND s.quantity = 0 AND s.amount = 0 AND s.charged = 0 AND s.refunded_quantity = 0 AND s.refunds = 0;
  DELETE FROM product_sale_periods s USING unnest(changes) c JOIN jalali_months m ON c.day BETWEEN m.first AND m.last
  WHERE s.channel IN (c.channel, 'both') AND s.product_id = c.product_id
    AND ((s.grain = 'month' AND s.start = m.first) OR (s.grain = 'year' AND s.start = m.year_first))
    AND s.quantity = 0 AND s.amount = 0 AND s.charged = 0 AND s.refunded_quantity = 0 AND s.refunds = 0;
  RETURN NULL;
END $$;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_facts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_sale_pending;
  DELETE FROM product_sale_days;
  INSERT INTO product_sale_days (day, channel, product_id, variant_id, quantity, amount, charged, refunded_quantity, refunds)
  SELECT day, channel, product_id, variant_id, sum(quantity), sum(amount), sum(charged), sum(refunded_quantity), sum(refunds)
  FROM (
    SELECT (o.created_at AT TIME ZONE 'Asia/Tehran')::date AS day, 'online' AS channel, oi.product_id, oi.variant_id,
           oi.quantity::bigint AS quantity, oi.unit_price * oi.quantity AS amount, (oi.unit_price - oi.unit_discount) * oi.quantity AS charged,
           0::bigint AS refunded_quantity, 0::bigint AS refunds
    FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE sale_fact_active(o.status) AND oi.status
    UNION ALL
    SELECT (o.created_at AT TIME ZONE 'Asia/Tehran')::date, 'online', oi.product_id, oi.variant_id, 0, 0, 0, ri.quantity, ri.unit_amount * ri.quantity
    FROM orders o JOIN order_returns r ON r.order_id = o.id AND r.status = 'returned' JOIN order_return_items ri ON ri.return_id = r.id
      JOIN order_items oi ON oi.id = ri.order_item_id
    WHERE sale_fact_active(o.status)
    UNION ALL
    SELECT (m.created_at AT TIME ZONE 'Asia/Tehran')::date, 'in_store', mi.product_id, mi.variant_id,
           CASE WHEN mi.type = 'sale' THEN mi.quantity ELSE 0 END, CASE WHEN mi.type = 'sale' THEN mi.unit_price * mi.quantity ELSE 0 END,
           CASE WHEN mi.type = 'sale' THEN mi.unit_price * mi.quantity ELSE 0 END,
           CASE WHEN mi.type = 'return' THEN mi.quantity ELSE 0 END, CASE WHEN mi.type = 'return' THEN mi.unit_price * mi.quantity ELSE 0 END
    FROM mini_orders m JOIN mini_order_items mi ON mi.mini_order_id = m.id WHERE m.status = 'completed'
  ) x GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  DELETE FROM customer_sale_days;
  INSERT INTO customer_sale_days (day, channel, customer_id, orders, items, spent, last_order_at)
  SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, 'online', customer_id, count(*), sum(items_quantity), sum(total_amount - returned_amount), max(created_at)
  FROM orders WHERE sale_fact_active(status) AND customer_id IS NOT NULL GROUP BY 1, 3 ORDER BY 1, 3;
  INSERT INTO customer_sale_days (day, channel, customer_id, orders, items, spent, last_order_at)
  SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, 'in_store', customer_id, count(*), sum(sale_quantity), sum(total), max(created_at)
  FROM mini_orders WHERE status = 'completed' AND customer_id IS NOT NULL GROUP BY 1, 3 ORDER BY 1, 3;
  DELETE FROM variant_sale_periods;
  INSERT INTO variant_sale_periods (grain, start, channel, product_id, variant_id, quantity, amount, charged, refunded_quantity, refunds)
  SELECT p.grain, p.start, ch.channel, s.product_id, s.variant_id, sum(s.quantity), sum(s.amount), sum(s.charged), sum(s.refunded_quantity), sum(s.refunds)
  FROM product_sale_days s
  JOIN (SELECT d.day, m.first, m.year_first FROM (SELECT DISTINCT day FROM product_sale_days) d JOIN jalali_months m ON d.day BETWEEN m.first AND m.last) m ON m.day = s.day
  CROSS JOIN LATERAL (VALUES ('month'::varchar, m.first), ('year'::varchar, m.year_first)) p(grain, start)
  CROSS JOIN LATERAL (VALUES (s.channel), ('both'::varchar)) ch(channel)
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5;
  DELETE FROM product_sale_periods;
  INSERT INTO product_sale_periods (grain, start, channel, product_id, quantity, amount, charged, refunded_quantity, refunds)
  SELECT grain, start, channel, product_id, sum(quantity), sum(amount), sum(charged), sum(refunded_quantity), sum(refunds)
  FROM variant_sale_periods GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  DELETE FROM customer_sale_periods;
  INSERT INTO customer_sale_periods (grain, start, channel, customer_id, orders, items, spent, last_order_at)
  SELECT p.grain, p.start, ch.channel, s.customer_id, sum(s.orders), sum(s.items), sum(s.spent), max(s.last_order_at)
  FROM customer_sale_days s JOIN jalali_months m ON s.day BETWEEN m.first AND m.last
  CROSS JOIN LATERAL (VALUES ('month'::varchar, m.first), ('year'::varchar, m.year_first)) p(grain, start)
  CROSS JOIN LATERAL (VALUES (s.channel), ('both'::varchar)) ch(channel)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
$$;

--> statement-breakpoint
INSERT INTO variant_sale_periods (grain, start, channel, product_id, variant_id, quantity, amount, charged, refunded_quantity, refunds)
SELECT grain, start, 'both', product_id, variant_id, sum(quantity), sum(amount), sum(charged), sum(refunded_quantity), sum(refunds)
FROM variant_sale_periods WHERE channel <> 'both' GROUP BY 1, 2, 4, 5 ORDER BY 1, 2, 4, 5;
--> statement-breakpoint
INSERT INTO product_sale_periods (grain, start, channel, product_id, quantity, amount, charged, refunded_quantity, refunds)
SELECT grain, start, 'both', product_id, sum(quantity), sum(amount), sum(charged), sum(refunded_quantity), sum(refunds)
FROM product_sale_periods WHERE channel <> 'both' GROUP BY 1, 2, 4 ORDER BY 1, 2, 4;
--> statement-breakpoint
ANALYZE variant_sale_periods, product_sale_periods;
