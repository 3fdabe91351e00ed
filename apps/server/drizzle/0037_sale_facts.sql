CREATE TABLE "customer_sale_days" (
	"day" date NOT NULL,
	"channel" varchar(8) NOT NULL,
	"customer_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"items" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone,
	CONSTRAINT "customer_sale_days_day_channel_customer_id_pk" PRIMARY KEY("day","channel","customer_id")
);
--> statement-breakpoint
CREATE TABLE "product_sale_days" (
	"day" date NOT NULL,
	"channel" varchar(8) NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"charged" bigint DEFAULT 0 NOT NULL,
	"refunded_quantity" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sale_days_day_channel_product_id_variant_id_pk" PRIMARY KEY("day","channel","product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "product_sale_pending" (
	"tx" bigint NOT NULL,
	"day" date NOT NULL,
	"channel" varchar(8) NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"charged" bigint DEFAULT 0 NOT NULL,
	"refunded_quantity" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_sale_days_customer_idx" ON "customer_sale_days" USING btree ("customer_id","day");--> statement-breakpoint
CREATE INDEX "product_sale_days_variant_idx" ON "product_sale_days" USING btree ("variant_id","day");--> statement-breakpoint
CREATE INDEX "product_sale_pending_tx_idx" ON "product_sale_pending" USING btree ("tx");--> statement-breakpoint
-- Per-day facts of the products and customers reports (hand-written; drizzle-kit does not manage
-- triggers or functions), kept like sale_days in the same transaction as the rows they sum, on the
-- Tehran day the order or receipt was placed.
-- Whether an order's status counts as a sale: ACTIVE_ORDER_STATUSES (packages/common/src/order.ts).
CREATE OR REPLACE FUNCTION sale_fact_active(status varchar) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('new', 'in_progress', 'delivered', 'received', 'reserved');
$$;
--> statement-breakpoint
-- Product facts. What an order, a line, a return, a return line, a receipt or a receipt line adds to
-- product_sale_days, read with the other rows as they are now: each trigger below queues the change
-- its own row makes (its new state's facts less its old state's), so the queued changes of a
-- transaction add up to the difference between its end and its start, whatever the order of its writes.
CREATE OR REPLACE FUNCTION product_facts_of_order(o orders, sign int) RETURNS SETOF product_sale_pending LANGUAGE sql STABLE AS $$
  SELECT txid_current(), (o.created_at AT TIME ZONE 'Asia/Tehran')::date, 'online'::varchar, oi.product_id, oi.variant_id,
         sign * oi.quantity::bigint, sign * oi.unit_price * oi.quantity, sign * (oi.unit_price - oi.unit_discount) * oi.quantity, 0::bigint, 0::bigint
  FROM order_items oi WHERE oi.order_id = o.id AND oi.status AND sale_fact_active(o.status)
  UNION ALL
  SELECT txid_current(), (o.created_at AT TIME ZONE 'Asia/Tehran')::date, 'online'::varchar, oi.product_id, oi.variant_id,
         0::bigint, 0::bigint, 0::bigint, sign * ri.quantity::bigint, sign * ri.unit_amount * ri.quantity
  FROM order_returns r JOIN order_return_items ri ON ri.return_id = r.id JOIN order_items oi ON oi.id = ri.order_item_id
  WHERE r.order_id = o.id AND r.status = 'returned' AND sale_fact_active(o.status);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facts_of_order_item(i order_items, sign int) RETURNS SETOF product_sale_pending LANGUAGE sql STABLE AS $$
  SELECT txid_current(), (o.created_at AT TIME ZONE 'Asia/Tehran')::date, 'online'::varchar, i.product_id, i.variant_id,
         sign * i.quantity::bigint, sign * i.unit_price * i.quantity, sign * (i.unit_price - i.unit_discount) * i.quantity, 0::bigint, 0::bigint
  FROM orders o WHERE o.id = i.order_id AND i.status AND sale_fact_active(o.status)
  UNION ALL
  SELECT txid_current(), (o.created_at AT TIME ZONE 'Asia/Tehran')::date, 'online'::varchar, i.product_id, i.variant_id,
         0::bigint, 0::bigint, 0::bigint, sign * ri.quantity::bigint, sign * ri.unit_amount * ri.quantity
  FROM order_return_items ri JOIN order_returns r ON r.id = ri.return_id AND r.status = 'returned' JOIN orders o ON o.id = r.order_id
  WHERE ri.order_item_id = i.id AND sale_fact_active(o.status);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facts_of_order_return(r order_returns, sign int) RETURNS SETOF product_sale_pending LANGUAGE sql STABLE AS $$
  SELECT txid_current(), (o.created_at AT TIME ZONE 'Asia/Tehran')::date, 'online'::varchar, oi.product_id, oi.variant_id,
         0::bigint, 0::bigint, 0::bigint, sign * ri.quantity::bigint, sign * ri.unit_amount * ri.quantity
  FROM order_return_items ri JOIN order_items oi ON oi.id = ri.order_item_id JOIN orders o ON o.id = r.order_id
  WHERE ri.return_id = r.id AND r.status = 'returned' AND sale_fact_active(o.status);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facts_of_order_return_item(ri order_return_items, sign int) RETURNS SETOF product_sale_pending LANGUAGE sql STABLE AS $$
  SELECT txid_current(), (o.created_at AT TIME ZONE 'Asia/Tehran')::date, 'online'::varchar, oi.product_id, oi.variant_id,
         0::bigint, 0::bigint, 0::bigint, sign * ri.quantity::bigint, sign * ri.unit_amount * ri.quantity
  FROM order_returns r JOIN orders o ON o.id = r.order_id JOIN order_items oi ON oi.id = ri.order_item_id
  WHERE r.id = ri.return_id AND r.status = 'returned' AND sale_fact_active(o.status);
$$;
--> statement-breakpoint
-- In store: sale lines at the price charged, return lines as refunds, of receipts not voided.
CREATE OR REPLACE FUNCTION product_facts_of_mini_item(mi mini_order_items, m mini_orders, sign int) RETURNS SETOF product_sale_pending LANGUAGE sql STABLE AS $$
  SELECT txid_current(), (m.created_at AT TIME ZONE 'Asia/Tehran')::date, 'in_store'::varchar, mi.product_id, mi.variant_id,
         CASE WHEN mi.type = 'sale' THEN sign * mi.quantity::bigint ELSE 0 END,
         CASE WHEN mi.type = 'sale' THEN sign * mi.unit_price * mi.quantity ELSE 0 END,
         CASE WHEN mi.type = 'sale' THEN sign * mi.unit_price * mi.quantity ELSE 0 END,
         CASE WHEN mi.type = 'return' THEN sign * mi.quantity::bigint ELSE 0 END,
         CASE WHEN mi.type = 'return' THEN sign * mi.unit_price * mi.quantity ELSE 0 END
  WHERE m.status = 'completed';
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_sale_queue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    INSERT INTO product_sale_pending SELECT * FROM product_facts_of_order(NEW, 1) UNION ALL SELECT * FROM product_facts_of_order(OLD, -1);
  ELSIF TG_TABLE_NAME = 'order_items' THEN
    IF TG_OP <> 'DELETE' THEN INSERT INTO product_sale_pending SELECT * FROM product_facts_of_order_item(NEW, 1); END IF;
    IF TG_OP <> 'INSERT' THEN INSERT INTO product_sale_pending SELECT * FROM product_facts_of_order_item(OLD, -1); END IF;
  ELSIF TG_TABLE_NAME = 'order_returns' THEN
    IF TG_OP <> 'DELETE' THEN INSERT INTO product_sale_pending SELECT * FROM product_facts_of_order_return(NEW, 1); END IF;
    IF TG_OP <> 'INSERT' THEN INSERT INTO product_sale_pending SELECT * FROM product_facts_of_order_return(OLD, -1); END IF;
  ELSIF TG_TABLE_NAME = 'order_return_items' THEN
    IF TG_OP <> 'DELETE' THEN INSERT INTO product_sale_pending SELECT * FROM product_facts_of_order_return_item(NEW, 1); END IF;
    IF TG_OP <> 'INSERT' THEN INSERT INTO product_sale_pending SELECT * FROM product_facts_of_order_return_item(OLD, -1); END IF;
  ELSIF TG_TABLE_NAME = 'mini_orders' THEN
    INSERT INTO product_sale_pending
      SELECT f.* FROM mini_order_items mi, product_facts_of_mini_item(mi, NEW, 1) f WHERE mi.mini_order_id = NEW.id
      UNION ALL
      SELECT f.* FROM mini_order_items mi, product_facts_of_mini_item(mi, OLD, -1) f WHERE mi.mini_order_id = OLD.id;
  ELSIF TG_TABLE_NAME = 'mini_order_items' THEN
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO product_sale_pending SELECT f.* FROM mini_orders m, product_facts_of_mini_item(NEW, m, 1) f WHERE m.id = NEW.mini_order_id;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO product_sale_pending SELECT f.* FROM mini_orders m, product_facts_of_mini_item(OLD, m, -1) f WHERE m.id = OLD.mini_order_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Orders and receipts are never deleted (a wrong one is canceled or voided): their updates count.
CREATE TRIGGER orders_product_sales AFTER UPDATE ON orders FOR EACH ROW
  WHEN (sale_fact_active(OLD.status) IS DISTINCT FROM sale_fact_active(NEW.status) OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION product_sale_queue();
--> statement-breakpoint
CREATE TRIGGER order_items_product_sales_ins AFTER INSERT OR DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION product_sale_queue();
--> statement-breakpoint
CREATE TRIGGER order_items_product_sales_upd AFTER UPDATE ON order_items FOR EACH ROW
  WHEN ((OLD.order_id, OLD.product_id, OLD.variant_id, OLD.quantity, OLD.unit_price, OLD.unit_discount, OLD.status)
        IS DISTINCT FROM (NEW.order_id, NEW.product_id, NEW.variant_id, NEW.quantity, NEW.unit_price, NEW.unit_discount, NEW.status))
  EXECUTE FUNCTION product_sale_queue();
--> statement-breakpoint
CREATE TRIGGER order_returns_product_sales_ins AFTER INSERT OR DELETE ON order_returns FOR EACH ROW EXECUTE FUNCTION product_sale_queue();
--> statement-breakpoint
CREATE TRIGGER order_returns_product_sales_upd AFTER UPDATE ON order_returns FOR EACH ROW
  WHEN ((OLD.order_id, OLD.status) IS DISTINCT FROM (NEW.order_id, NEW.status))
  EXECUTE FUNCTION product_sale_queue();
--> statement-breakpoint
CREATE TRIGGER order_return_items_product_sales AFTER INSERT OR UPDATE OR DELETE ON order_return_items FOR EACH ROW EXECUTE FUNCTION product_sale_queue();
--> statement-breakpoint
CREATE TRIGGER mini_orders_product_sales AFTER UPDATE ON mini_orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION product_sale_queue();
--> statement-breakpoint
CREATE TRIGGER mini_order_items_product_sales AFTER INSERT OR UPDATE OR DELETE ON mini_order_items FOR EACH ROW EXECUTE FUNCTION product_sale_queue();
--> statement-breakpoint
-- At the commit (deferred, as sale_days: an order or a sale locks its stock after it writes its rows),
-- the transaction's queued changes are added up into product_sale_days in key order; a row left with
-- nothing sold or refunded is removed, so the reports list only what counts.
CREATE OR REPLACE FUNCTION product_sale_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied product_sale_days[];
BEGIN
  WITH q AS (DELETE FROM product_sale_pending WHERE tx = txid_current() RETURNING *),
  u AS (
    INSERT INTO product_sale_days AS s (day, channel, product_id, variant_id, quantity, amount, charged, refunded_quantity, refunds)
    SELECT day, channel, product_id, variant_id, sum(quantity), sum(amount), sum(charged), sum(refunded_quantity), sum(refunds)
    FROM q GROUP BY 1, 2, 3, 4
    HAVING sum(quantity) <> 0 OR sum(amount) <> 0 OR sum(charged) <> 0 OR sum(refunded_quantity) <> 0 OR sum(refunds) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, channel, product_id, variant_id) DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity, amount = s.amount + EXCLUDED.amount,
      charged = s.charged + EXCLUDED.charged, refunded_quantity = s.refunded_quantity + EXCLUDED.refunded_quantity, refunds = s.refunds + EXCLUDED.refunds
    RETURNING s.*
  )
  SELECT array_agg(u) INTO emptied FROM u WHERE quantity = 0 AND amount = 0 AND charged = 0 AND refunded_quantity = 0 AND refunds = 0;
  IF emptied IS NOT NULL THEN
    DELETE FROM product_sale_days s USING unnest(emptied) e
    WHERE s.day = e.day AND s.channel = e.channel AND s.product_id = e.product_id AND s.variant_id = e.variant_id
      AND s.quantity = 0 AND s.amount = 0 AND s.charged = 0 AND s.refunded_quantity = 0 AND s.refunds = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_sale_pending_flush AFTER INSERT ON product_sale_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION product_sale_flush();
--> statement-breakpoint
-- Customer facts: an order or a receipt as a customer day row (nothing when it does not count or has no customer).
CREATE OR REPLACE FUNCTION customer_fact_of_order(o orders, sign int) RETURNS SETOF customer_sale_days LANGUAGE sql STABLE AS $$
  SELECT (o.created_at AT TIME ZONE 'Asia/Tehran')::date, 'online'::varchar, o.customer_id, sign, sign * o.items_quantity::bigint,
         sign * (o.total_amount - o.returned_amount), o.created_at
  WHERE sale_fact_active(o.status) AND o.customer_id IS NOT NULL;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_fact_of_mini_order(m mini_orders, sign int) RETURNS SETOF customer_sale_days LANGUAGE sql STABLE AS $$
  SELECT (m.created_at AT TIME ZONE 'Asia/Tehran')::date, 'in_store'::varchar, m.customer_id, sign, sign * m.sale_quantity::bigint,
         sign * m.total, m.created_at
  WHERE m.status = 'completed' AND m.customer_id IS NOT NULL;
$$;
--> statement-breakpoint
-- Adds day rows; the latest time grows with an added order, and is read again from the orders and
-- receipts of the day when one leaves (a row left without orders is removed).
CREATE OR REPLACE FUNCTION customer_sale_days_add(delta customer_sale_days[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  SELECT array_agg(g) INTO delta FROM (
    SELECT day, channel, customer_id, sum(orders)::int AS orders, sum(items)::bigint AS items, sum(spent)::bigint AS spent,
           max(last_order_at) FILTER (WHERE orders > 0) AS last_order_at
    FROM unnest(delta) GROUP BY 1, 2, 3 HAVING sum(orders) <> 0 OR sum(items) <> 0 OR sum(spent) <> 0 ORDER BY 1, 2, 3) g;
  IF delta IS NULL THEN RETURN; END IF;
  INSERT INTO customer_sale_days AS c (day, channel, customer_id, orders, items, spent, last_order_at)
  SELECT * FROM unnest(delta)
  ON CONFLICT (day, channel, customer_id) DO UPDATE SET orders = c.orders + EXCLUDED.orders, items = c.items + EXCLUDED.items,
    spent = c.spent + EXCLUDED.spent, last_order_at = greatest(c.last_order_at, EXCLUDED.last_order_at);
  IF EXISTS (SELECT 1 FROM unnest(delta) WHERE orders < 0) THEN
    DELETE FROM customer_sale_days c USING unnest(delta) d
    WHERE d.orders < 0 AND c.day = d.day AND c.channel = d.channel AND c.customer_id = d.customer_id AND c.orders <= 0;
    UPDATE customer_sale_days c SET last_order_at = CASE WHEN c.channel = 'online' THEN
        (SELECT max(o.created_at) FROM orders o WHERE o.customer_id = c.customer_id AND sale_fact_active(o.status)
           AND o.created_at >= c.day::timestamp AT TIME ZONE 'Asia/Tehran' AND o.created_at < (c.day + 1)::timestamp AT TIME ZONE 'Asia/Tehran')
      ELSE
        (SELECT max(m.created_at) FROM mini_orders m WHERE m.customer_id = c.customer_id AND m.status = 'completed'
           AND m.created_at >= c.day::timestamp AT TIME ZONE 'Asia/Tehran' AND m.created_at < (c.day + 1)::timestamp AT TIME ZONE 'Asia/Tehran')
      END
    FROM unnest(delta) d WHERE d.orders < 0 AND c.day = d.day AND c.channel = d.channel AND c.customer_id = d.customer_id;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_sales_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta customer_sale_days[];
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    IF TG_OP = 'UPDATE' AND (sale_fact_active(NEW.status), NEW.customer_id, NEW.created_at, NEW.items_quantity, NEW.total_amount, NEW.returned_amount)
       IS NOT DISTINCT FROM (sale_fact_active(OLD.status), OLD.customer_id, OLD.created_at, OLD.items_quantity, OLD.total_amount, OLD.returned_amount) THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(f) INTO delta FROM (
      SELECT * FROM customer_fact_of_order(NEW, 1) WHERE TG_OP <> 'DELETE'
      UNION ALL SELECT * FROM customer_fact_of_order(OLD, -1) WHERE TG_OP <> 'INSERT') f;
  ELSE
    IF TG_OP = 'UPDATE' AND (NEW.status, NEW.customer_id, NEW.created_at, NEW.sale_quantity, NEW.total)
       IS NOT DISTINCT FROM (OLD.status, OLD.customer_id, OLD.created_at, OLD.sale_quantity, OLD.total) THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(f) INTO delta FROM (
      SELECT * FROM customer_fact_of_mini_order(NEW, 1) WHERE TG_OP <> 'DELETE'
      UNION ALL SELECT * FROM customer_fact_of_mini_order(OLD, -1) WHERE TG_OP <> 'INSERT') f;
  END IF;
  IF delta IS NOT NULL THEN PERFORM customer_sale_days_add(delta); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_customer_sales AFTER INSERT OR UPDATE OR DELETE ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_sales_apply();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER mini_orders_customer_sales AFTER INSERT OR UPDATE OR DELETE ON mini_orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_sales_apply();
--> statement-breakpoint
-- Recomputes both fact tables from the rows (the demo generator writes its rows without triggers).
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
  ) x GROUP BY 1, 2, 3, 4;
  DELETE FROM customer_sale_days;
  INSERT INTO customer_sale_days (day, channel, customer_id, orders, items, spent, last_order_at)
  SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, 'online', customer_id, count(*), sum(items_quantity), sum(total_amount - returned_amount), max(created_at)
  FROM orders WHERE sale_fact_active(status) AND customer_id IS NOT NULL GROUP BY 1, 3;
  INSERT INTO customer_sale_days (day, channel, customer_id, orders, items, spent, last_order_at)
  SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, 'in_store', customer_id, count(*), sum(sale_quantity), sum(total), max(created_at)
  FROM mini_orders WHERE status = 'completed' AND customer_id IS NOT NULL GROUP BY 1, 3;
$$;
--> statement-breakpoint
SELECT sale_facts_rebuild();
