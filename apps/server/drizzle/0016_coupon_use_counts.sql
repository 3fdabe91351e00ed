CREATE TABLE "coupon_use_counts" (
	"coupon_id" bigint PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not manage triggers): coupon_use_counts follows coupon_usages in the
-- same transaction, grouped per statement, in coupon order.
CREATE OR REPLACE FUNCTION coupon_use_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO coupon_use_counts AS k (coupon_id, count)
    SELECT coupon_id, count(*)::int FROM coupon_usages_new GROUP BY 1 ORDER BY 1
    ON CONFLICT (coupon_id) DO UPDATE SET count = k.count + EXCLUDED.count;
  ELSE
    INSERT INTO coupon_use_counts AS k (coupon_id, count)
    SELECT coupon_id, -count(*)::int FROM coupon_usages_old GROUP BY 1 ORDER BY 1
    ON CONFLICT (coupon_id) DO UPDATE SET count = k.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER coupon_usages_count_insert AFTER INSERT ON coupon_usages REFERENCING NEW TABLE AS coupon_usages_new
  FOR EACH STATEMENT EXECUTE FUNCTION coupon_use_counts_apply();
--> statement-breakpoint
CREATE TRIGGER coupon_usages_count_delete AFTER DELETE ON coupon_usages REFERENCING OLD TABLE AS coupon_usages_old
  FOR EACH STATEMENT EXECUTE FUNCTION coupon_use_counts_apply();
--> statement-breakpoint
INSERT INTO coupon_use_counts (coupon_id, count) SELECT coupon_id, count(*)::int FROM coupon_usages GROUP BY 1;
