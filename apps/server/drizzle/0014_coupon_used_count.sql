ALTER TABLE "coupons" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit does not manage triggers): coupons.used_count follows its coupon_usages
-- rows in the same transaction (an order that takes the coupon has locked its row already).
CREATE OR REPLACE FUNCTION coupon_used_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE coupons c SET used_count = c.used_count + n.n FROM (SELECT coupon_id, count(*)::int AS n FROM coupon_usages_new GROUP BY 1) n WHERE c.id = n.coupon_id;
  ELSE
    UPDATE coupons c SET used_count = c.used_count - o.n FROM (SELECT coupon_id, count(*)::int AS n FROM coupon_usages_old GROUP BY 1) o WHERE c.id = o.coupon_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER coupon_usages_count_insert AFTER INSERT ON coupon_usages REFERENCING NEW TABLE AS coupon_usages_new
  FOR EACH STATEMENT EXECUTE FUNCTION coupon_used_count_apply();
--> statement-breakpoint
CREATE TRIGGER coupon_usages_count_delete AFTER DELETE ON coupon_usages REFERENCING OLD TABLE AS coupon_usages_old
  FOR EACH STATEMENT EXECUTE FUNCTION coupon_used_count_apply();
--> statement-breakpoint
UPDATE coupons c SET used_count = (SELECT count(*) FROM coupon_usages u WHERE u.coupon_id = c.id);
