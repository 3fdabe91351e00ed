CREATE TABLE "variety_fact_pending" (
	"tx" bigint NOT NULL,
	"day" date NOT NULL,
	"variant_id" integer NOT NULL,
	"stock_in" bigint DEFAULT 0 NOT NULL,
	"stock_out" bigint DEFAULT 0 NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variety_period_facts" (
	"grain" varchar(5) NOT NULL,
	"start" date NOT NULL,
	"channel" varchar(8) NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"charged" bigint DEFAULT 0 NOT NULL,
	"refunded_quantity" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"stock_in" bigint DEFAULT 0 NOT NULL,
	"stock_out" bigint DEFAULT 0 NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variety_period_facts_grain_start_channel_variant_id_pk" PRIMARY KEY("grain","start","channel","variant_id")
);
--> statement-breakpoint
CREATE INDEX "variety_fact_pending_tx_idx" ON "variety_fact_pending" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "variety_period_facts_amount_idx" ON "variety_period_facts" USING btree ("grain","start","channel","amount" DESC NULLS FIRST,"variant_id") INCLUDE ("quantity","refunds","stock_in","stock_out");--> statement-breakpoint
CREATE INDEX "variety_period_facts_variant_idx" ON "variety_period_facts" USING btree ("variant_id");
--> statement-breakpoint
-- The varieties report's period rows (hand-written; drizzle-kit does not manage triggers or
-- functions): a variant's sales of a channel (and of both together) and its stock movements in a
-- Jalali month or year, on one row. Both are written at the commit by the flush of the sale facts,
-- in one statement in key order, so two transactions wait for these rows in the same order; the stock
-- triggers queue their day rows in variety_fact_pending (a stock row lock is held from the movement to
-- the commit, a shared row must not be). A row is kept while its sales are not all zero or it has
-- movements (as the rows of variant_sale_periods and stock_move_periods are), and only for a variant
-- that exists: its rows are removed when it is deleted.
CREATE OR REPLACE FUNCTION variety_facts_add(sales product_sale_days[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gone_grain varchar[];
  gone_start date[];
  gone_channel varchar[];
  gone_variant int[];
BEGIN
  WITH moved AS (DELETE FROM variety_fact_pending WHERE tx = txid_current() RETURNING day, variant_id, stock_in, stock_out, movements),
  x AS (
    SELECT day, ARRAY[channel, 'both']::varchar[] AS channels, variant_id, quantity, amount, charged, refunded_quantity, refunds,
           0::bigint AS stock_in, 0::bigint AS stock_out, 0 AS movements
    FROM unnest(sales)
    UNION ALL
    SELECT day, ARRAY['online', 'in_store', 'both']::varchar[], variant_id, 0, 0, 0, 0, 0, stock_in, stock_out, movements FROM moved
  ),
  up AS (
    INSERT INTO variety_period_facts AS f (grain, start, channel, variant_id, quantity, amount, charged, refunded_quantity, refunds, stock_in, stock_out, movements)
    SELECT p.grain, p.start, ch.channel, x.variant_id, sum(x.quantity), sum(x.amount), sum(x.charged), sum(x.refunded_quantity), sum(x.refunds),
           sum(x.stock_in), sum(x.stock_out), sum(x.movements)
    FROM x JOIN variants v ON v.id = x.variant_id JOIN jalali_months m ON x.day BETWEEN m.first AND m.last
    CROSS JOIN LATERAL (VALUES ('month'::varchar, m.first), ('year'::varchar, m.year_first)) p(grain, start)
    CROSS JOIN LATERAL unnest(x.channels) ch(channel)
    GROUP BY 1, 2, 3, 4
    HAVING sum(x.quantity) <> 0 OR sum(x.amount) <> 0 OR sum(x.charged) <> 0 OR sum(x.refunded_quantity) <> 0 OR sum(x.refunds) <> 0
      OR sum(x.stock_in) <> 0 OR sum(x.stock_out) <> 0 OR sum(x.movements) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (grain, start, channel, variant_id) DO UPDATE SET quantity = f.quantity + EXCLUDED.quantity, amount = f.amount + EXCLUDED.amount,
      charged = f.charged + EXCLUDED.charged, refunded_quantity = f.refunded_quantity + EXCLUDED.refunded_quantity, refunds = f.refunds + EXCLUDED.refunds,
      stock_in = f.stock_in + EXCLUDED.stock_in, stock_out = f.stock_out + EXCLUDED.stock_out, movements = f.movements + EXCLUDED.movements
    RETURNING f.*
  )
  SELECT array_agg(grain), array_agg(start), array_agg(channel), array_agg(variant_id) INTO gone_grain, gone_start, gone_channel, gone_variant
  FROM up WHERE quantity = 0 AND amount = 0 AND charged = 0 AND refunded_quantity = 0 AND refunds = 0 AND movements <= 0;
  IF gone_variant IS NOT NULL THEN
    DELETE FROM variety_period_facts f USING unnest(gone_grain, gone_start, gone_channel, gone_variant) g(grain, start, channel, variant_id)
    WHERE f.grain = g.grain AND f.start = g.start AND f.channel = g.channel AND f.variant_id = g.variant_id;
  END IF;
END $$;
--> statement-breakpoint
-- The stock facts as before, and their day rows queued for the commit's flush.
CREATE OR REPLACE FUNCTION stock_move_days_add(delta stock_move_days[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  SELECT array_agg(g ORDER BY g.day, g.variant_id) INTO delta FROM (
    SELECT day, variant_id, max(product_id) AS product_id, sum(stock_in)::bigint AS stock_in, sum(stock_out)::bigint AS stock_out,
           sum(movements)::int AS movements
    FROM unnest(delta) GROUP BY 1, 2 HAVING sum(movements) <> 0 OR sum(stock_in) <> 0 OR sum(stock_out) <> 0) g;
  IF delta IS NULL THEN RETURN; END IF;
  INSERT INTO variety_fact_pending (tx, day, variant_id, stock_in, stock_out, movements)
  SELECT txid_current(), day, variant_id, stock_in, stock_out, movements FROM unnest(delta);
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
-- The sale facts' flush at the commit as before, and the varieties report's rows with them (also when
-- the transaction only moved stock: the flush then runs from the trigger on variety_fact_pending).
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
  PERFORM variety_facts_add(changes);
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
CREATE CONSTRAINT TRIGGER variety_fact_pending_flush AFTER INSERT ON variety_fact_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION product_sale_flush();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variety_facts_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM variety_period_facts f USING variants_gone g WHERE f.variant_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_variety_facts AFTER DELETE ON variants REFERENCING OLD TABLE AS variants_gone
  FOR EACH STATEMENT EXECUTE FUNCTION variety_facts_drop();
--> statement-breakpoint
-- Recomputes the varieties report's rows from the period tables (of the variants that exist).
CREATE OR REPLACE FUNCTION variety_facts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM variety_fact_pending;
  DELETE FROM variety_period_facts;
  INSERT INTO variety_period_facts (grain, start, channel, variant_id, quantity, amount, charged, refunded_quantity, refunds, stock_in, stock_out, movements)
  SELECT x.grain, x.start, x.channel, x.variant_id, sum(x.quantity), sum(x.amount), sum(x.charged), sum(x.refunded_quantity), sum(x.refunds),
         sum(x.stock_in), sum(x.stock_out), sum(x.movements)
  FROM (
    SELECT grain, start, channel, variant_id, quantity, amount, charged, refunded_quantity, refunds, 0::bigint AS stock_in, 0::bigint AS stock_out, 0 AS movements
    FROM variant_sale_periods
    UNION ALL
    SELECT s.grain, s.start, ch.channel, s.variant_id, 0, 0, 0, 0, 0, s.stock_in, s.stock_out, s.movements
    FROM stock_move_periods s CROSS JOIN (VALUES ('online'::varchar), ('in_store'), ('both')) ch(channel)
  ) x
  WHERE EXISTS (SELECT 1 FROM variants v WHERE v.id = x.variant_id)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
-- The rebuilds of the sale and stock facts recompute these rows after their own tables.
ALTER FUNCTION sale_facts_rebuild() RENAME TO sale_facts_rebuild_tables;
--> statement-breakpoint
CREATE FUNCTION sale_facts_rebuild() RETURNS void LANGUAGE sql AS $$
  SELECT sale_facts_rebuild_tables();
  SELECT variety_facts_rebuild();
$$;
--> statement-breakpoint
ALTER FUNCTION stock_facts_rebuild() RENAME TO stock_facts_rebuild_tables;
--> statement-breakpoint
CREATE FUNCTION stock_facts_rebuild() RETURNS void LANGUAGE sql AS $$
  SELECT stock_facts_rebuild_tables();
  SELECT variety_facts_rebuild();
$$;
--> statement-breakpoint
SELECT variety_facts_rebuild();
--> statement-breakpoint
ANALYZE variety_period_facts;
