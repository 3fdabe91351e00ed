CREATE TABLE "sale_days" (
	"day" date NOT NULL,
	"channel" varchar(8) NOT NULL,
	"status" varchar(24) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"returns" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_days_day_channel_status_pk" PRIMARY KEY("day","channel","status")
);
--> statement-breakpoint
-- Sales per Tehran calendar day, channel and status (hand-written; drizzle-kit does not manage
-- triggers or functions): orders (`online`) and in-store receipts (`in_store`) summed on the day they
-- were placed, kept by triggers in the same transaction as the rows, so the sales report and the
-- dashboard read a few hundred day rows instead of the orders of a year. Each change adds the new
-- row's figures and takes away the old one's; day rows are added grouped and in key order.
CREATE OR REPLACE FUNCTION sale_days_add(delta sale_days[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sale_days AS d (day, channel, status, count, gross, discount, returns, shipping)
  SELECT day, channel, status, sum(count), sum(gross), sum(discount), sum(returns), sum(shipping)
  FROM unnest(delta) GROUP BY 1, 2, 3
  HAVING sum(count) <> 0 OR sum(gross) <> 0 OR sum(discount) <> 0 OR sum(returns) <> 0 OR sum(shipping) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (day, channel, status) DO UPDATE SET count = d.count + EXCLUDED.count, gross = d.gross + EXCLUDED.gross,
    discount = d.discount + EXCLUDED.discount, returns = d.returns + EXCLUDED.returns, shipping = d.shipping + EXCLUDED.shipping;
$$;
--> statement-breakpoint
-- An order as a day row: goods at list price, every discount, the goods taken back by completed returns, shipping.
CREATE OR REPLACE FUNCTION sale_day_of_order(o orders, sign int) RETURNS sale_days LANGUAGE sql STABLE AS $$
  SELECT (o.created_at AT TIME ZONE 'Asia/Tehran')::date, 'online'::varchar, o.status::varchar, sign,
         sign * o.total_items_amount, sign * o.discount_amount, sign * o.returned_amount, sign * o.shipping_amount;
$$;
--> statement-breakpoint
-- A receipt as a day row: goods sold at the price charged, the receipt's discount, the lines taken back; no shipping.
CREATE OR REPLACE FUNCTION sale_day_of_mini_order(m mini_orders, sign int) RETURNS sale_days LANGUAGE sql STABLE AS $$
  SELECT (m.created_at AT TIME ZONE 'Asia/Tehran')::date, 'in_store'::varchar, m.status::varchar, sign,
         sign * m.sales_amount, sign * m.discount_amount, sign * m.returns_amount, 0::bigint;
$$;
--> statement-breakpoint
-- Deferred to the commit, as mini_order_days: an order or a sale locks its stock after it writes its
-- row; a day row taken at once would be locked before the stock by one and after it by another.
CREATE OR REPLACE FUNCTION sale_days_apply_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sale_days_add(array[sale_day_of_order(NEW, 1)]);
  ELSIF TG_OP = 'UPDATE' THEN
    IF sale_day_of_order(NEW, 1) IS DISTINCT FROM sale_day_of_order(OLD, 1) THEN
      PERFORM sale_days_add(array[sale_day_of_order(NEW, 1), sale_day_of_order(OLD, -1)]);
    END IF;
  ELSE
    PERFORM sale_days_add(array[sale_day_of_order(OLD, -1)]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_sale_days AFTER INSERT OR UPDATE OR DELETE ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION sale_days_apply_order();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_days_apply_mini_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sale_days_add(array[sale_day_of_mini_order(NEW, 1)]);
  ELSIF TG_OP = 'UPDATE' THEN
    IF sale_day_of_mini_order(NEW, 1) IS DISTINCT FROM sale_day_of_mini_order(OLD, 1) THEN
      PERFORM sale_days_add(array[sale_day_of_mini_order(NEW, 1), sale_day_of_mini_order(OLD, -1)]);
    END IF;
  ELSE
    PERFORM sale_days_add(array[sale_day_of_mini_order(OLD, -1)]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER mini_orders_sale_days AFTER INSERT OR UPDATE OR DELETE ON mini_orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION sale_days_apply_mini_order();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sale_days;
  INSERT INTO sale_days (day, channel, status, count, gross, discount, returns, shipping)
  SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, 'online', status, count(*), sum(total_items_amount), sum(discount_amount), sum(returned_amount), sum(shipping_amount)
  FROM orders GROUP BY 1, 3;
  INSERT INTO sale_days (day, channel, status, count, gross, discount, returns, shipping)
  SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, 'in_store', status, count(*), sum(sales_amount), sum(discount_amount), sum(returns_amount), 0
  FROM mini_orders GROUP BY 1, 3;
$$;
--> statement-breakpoint
SELECT sale_days_rebuild();
