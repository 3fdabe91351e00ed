CREATE TABLE "product_sale_day_totals" (
	"day" date NOT NULL,
	"channel" varchar(8) NOT NULL,
	"slot" smallint NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sale_day_totals_day_channel_slot_pk" PRIMARY KEY("day","channel","slot")
);
--> statement-breakpoint
-- Hand-written: product_sale_day_totals follows product_sale_days (written at the commit of an order, a
-- return or a receipt by product_sale_flush, and by sale_facts_rebuild): each statement's new rows are
-- added and its old rows taken away, per day, channel and slot, in key order.
CREATE OR REPLACE FUNCTION product_sale_day_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_sale_day_totals AS t (day, channel, slot, quantity, amount, refunds)
    SELECT day, channel, (product_id % 8)::smallint, sum(quantity), sum(amount), sum(refunds) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, channel, slot) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, amount = t.amount + EXCLUDED.amount, refunds = t.refunds + EXCLUDED.refunds;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_sale_day_totals AS t (day, channel, slot, quantity, amount, refunds)
    SELECT day, channel, (product_id % 8)::smallint, -sum(quantity), -sum(amount), -sum(refunds) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, channel, slot) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, amount = t.amount + EXCLUDED.amount, refunds = t.refunds + EXCLUDED.refunds;
  ELSE
    INSERT INTO product_sale_day_totals AS t (day, channel, slot, quantity, amount, refunds)
    SELECT day, channel, slot, sum(quantity), sum(amount), sum(refunds) FROM (
      SELECT day, channel, (product_id % 8)::smallint AS slot, quantity, amount, refunds FROM new_rows
      UNION ALL
      SELECT day, channel, (product_id % 8)::smallint, -quantity, -amount, -refunds FROM old_rows
    ) r GROUP BY 1, 2, 3 HAVING sum(quantity) <> 0 OR sum(amount) <> 0 OR sum(refunds) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (day, channel, slot) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, amount = t.amount + EXCLUDED.amount, refunds = t.refunds + EXCLUDED.refunds;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_sale_days_totals_ins AFTER INSERT ON product_sale_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_sale_day_totals_changed();
--> statement-breakpoint
CREATE TRIGGER product_sale_days_totals_upd AFTER UPDATE ON product_sale_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_sale_day_totals_changed();
--> statement-breakpoint
CREATE TRIGGER product_sale_days_totals_del AFTER DELETE ON product_sale_days REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_sale_day_totals_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_sale_day_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_sale_day_totals;
  INSERT INTO product_sale_day_totals (day, channel, slot, quantity, amount, refunds)
  SELECT day, channel, (product_id % 8)::smallint, sum(quantity), sum(amount), sum(refunds) FROM product_sale_days GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT product_sale_day_totals_rebuild();
--> statement-breakpoint
ANALYZE product_sale_day_totals;
