ALTER TABLE "customers" ADD COLUMN "address_province_id" bigint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address_city_id" bigint;--> statement-breakpoint
CREATE INDEX "customers_address_province_idx" ON "customers" USING btree ("address_province_id","id");--> statement-breakpoint
CREATE INDEX "customers_address_city_idx" ON "customers" USING btree ("address_city_id","id");--> statement-breakpoint
-- customers.address_province_id / address_city_id: the place of the customer's latest address (the
-- highest addresses.id), null without an address; set again for each customer whose addresses change.
CREATE OR REPLACE FUNCTION customer_address_place_set(cid bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE customers c SET address_province_id = l.province_id, address_city_id = l.city_id
  FROM (SELECT (SELECT ad.province_id FROM addresses ad WHERE ad.customer_id = cid ORDER BY ad.id DESC LIMIT 1) AS province_id,
               (SELECT ad.city_id FROM addresses ad WHERE ad.customer_id = cid ORDER BY ad.id DESC LIMIT 1) AS city_id) l
  WHERE c.id = cid
    AND (c.address_province_id IS DISTINCT FROM l.province_id OR c.address_city_id IS DISTINCT FROM l.city_id);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_address_place_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM customer_address_place_set(NEW.customer_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.customer_id IS DISTINCT FROM NEW.customer_id) THEN
    PERFORM customer_address_place_set(OLD.customer_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER addresses_customer_place_ins AFTER INSERT ON addresses FOR EACH ROW EXECUTE FUNCTION customer_address_place_apply();
--> statement-breakpoint
CREATE TRIGGER addresses_customer_place_upd AFTER UPDATE OF customer_id, province_id, city_id ON addresses FOR EACH ROW EXECUTE FUNCTION customer_address_place_apply();
--> statement-breakpoint
CREATE TRIGGER addresses_customer_place_del AFTER DELETE ON addresses FOR EACH ROW EXECUTE FUNCTION customer_address_place_apply();
--> statement-breakpoint
UPDATE customers c SET address_province_id = l.province_id, address_city_id = l.city_id
FROM (SELECT DISTINCT ON (customer_id) customer_id, province_id, city_id FROM addresses ORDER BY customer_id, id DESC) l
WHERE l.customer_id = c.id;
