CREATE TABLE "customer_sale_totals" (
	"grain" varchar(5) NOT NULL,
	"start" date NOT NULL,
	"channel" varchar(8) NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"items" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_sale_totals_grain_start_channel_pk" PRIMARY KEY("grain","start","channel")
);
--> statement-breakpoint
CREATE INDEX "customer_sale_periods_spent_idx" ON "customer_sale_periods" USING btree ("grain","start","channel","spent" DESC NULLS FIRST,"customer_id");--> statement-breakpoint
-- Totals per period and channel of customer_sale_periods (customers, orders, items, spent), kept by
-- each statement on it: a row in is one customer more, a row out one fewer, a changed row its
-- difference; the totals rows are written in key order, and a period left without customers is
-- removed. The statements run inside customer_sale_days_add, which the deferred triggers of orders and
-- mini_orders call at the commit (migration sale_facts), so a totals row is held only while its
-- transaction commits, as the day rows of sale_days are.
CREATE OR REPLACE FUNCTION customer_sale_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_sale_totals AS t (grain, start, channel, customers, orders, items, spent)
    SELECT grain, start, channel, count(*), sum(orders), sum(items), sum(spent) FROM n GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (grain, start, channel) DO UPDATE SET customers = t.customers + EXCLUDED.customers, orders = t.orders + EXCLUDED.orders,
      items = t.items + EXCLUDED.items, spent = t.spent + EXCLUDED.spent;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO customer_sale_totals AS t (grain, start, channel, customers, orders, items, spent)
    SELECT grain, start, channel, sum(c), sum(orders), sum(items), sum(spent) FROM (
      SELECT grain, start, channel, 1 AS c, orders::bigint AS orders, items, spent FROM n
      UNION ALL SELECT grain, start, channel, -1, -orders::bigint, -items, -spent FROM o) x
    GROUP BY 1, 2, 3 HAVING sum(c) <> 0 OR sum(orders) <> 0 OR sum(items) <> 0 OR sum(spent) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (grain, start, channel) DO UPDATE SET customers = t.customers + EXCLUDED.customers, orders = t.orders + EXCLUDED.orders,
      items = t.items + EXCLUDED.items, spent = t.spent + EXCLUDED.spent;
  ELSE
    INSERT INTO customer_sale_totals AS t (grain, start, channel, customers, orders, items, spent)
    SELECT grain, start, channel, -count(*), -sum(orders), -sum(items), -sum(spent) FROM o GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (grain, start, channel) DO UPDATE SET customers = t.customers + EXCLUDED.customers, orders = t.orders + EXCLUDED.orders,
      items = t.items + EXCLUDED.items, spent = t.spent + EXCLUDED.spent;
    DELETE FROM customer_sale_totals t USING (SELECT DISTINCT grain, start, channel FROM o) k
    WHERE t.grain = k.grain AND t.start = k.start AND t.channel = k.channel AND t.customers = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_sale_periods_totals_ins AFTER INSERT ON customer_sale_periods REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION customer_sale_totals_apply();
--> statement-breakpoint
CREATE TRIGGER customer_sale_periods_totals_upd AFTER UPDATE ON customer_sale_periods REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION customer_sale_totals_apply();
--> statement-breakpoint
CREATE TRIGGER customer_sale_periods_totals_del AFTER DELETE ON customer_sale_periods REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION customer_sale_totals_apply();
--> statement-breakpoint
INSERT INTO customer_sale_totals (grain, start, channel, customers, orders, items, spent)
SELECT grain, start, channel, count(*), sum(orders), sum(items), sum(spent) FROM customer_sale_periods GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
--> statement-breakpoint
ANALYZE customer_sale_periods, customer_sale_totals;
--> statement-breakpoint
-- The rebuild of the sale facts (migration stock_facts) counts the totals again from the rebuilt periods.
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
  DELETE FROM customer_sale_totals;
  INSERT INTO customer_sale_totals (grain, start, channel, customers, orders, items, spent)
  SELECT grain, start, channel, count(*), sum(orders), sum(items), sum(spent) FROM customer_sale_periods GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$$;
