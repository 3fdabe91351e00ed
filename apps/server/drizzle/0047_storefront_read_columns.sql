ALTER TABLE "products" ADD COLUMN "category_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "color_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attribute_value_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_recent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The storefront's read columns of products (hand-written; drizzle-kit does not manage triggers or
-- functions), kept in the transaction that writes what they are made of:
-- category_ids: the product's own categories (the list filter widens a category to its shown branch);
-- color_ids / attribute_value_ids: the colours and attribute values of its live variants (switched on, not archived);
-- sold_recent: units sold in the last 30 Tehran days less those returned, both channels (product_sale_days).
CREATE OR REPLACE FUNCTION products_refresh_store_facets(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET category_ids = f.category_ids, color_ids = f.color_ids, attribute_value_ids = f.attribute_value_ids
  FROM (
    SELECT x.id,
      coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = x.id), '{}') AS category_ids,
      coalesce((SELECT array_agg(DISTINCT v.color_id ORDER BY v.color_id) FROM variants v
                WHERE v.product_id = x.id AND v.status AND v.archived_at IS NULL AND v.color_id IS NOT NULL), '{}') AS color_ids,
      coalesce((SELECT array_agg(DISTINCT a.attribute_value_id ORDER BY a.attribute_value_id) FROM variants v JOIN variant_attribute_values a ON a.variant_id = v.id
                WHERE v.product_id = x.id AND v.status AND v.archived_at IS NULL AND a.attribute_value_id IS NOT NULL), '{}') AS attribute_value_ids
    FROM (SELECT DISTINCT unnest(ids)) x(id)
  ) f
  WHERE p.id = f.id AND (p.category_ids, p.color_ids, p.attribute_value_ids) IS DISTINCT FROM (f.category_ids, f.color_ids, f.attribute_value_ids);
$$;
--> statement-breakpoint
-- After each statement on variants, product_categories and variant_attribute_values: the products its rows name.
CREATE OR REPLACE FUNCTION products_store_facets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_TABLE_NAME = 'variant_attribute_values' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT v.product_id) INTO ids FROM new_rows n JOIN variants v ON v.id = n.variant_id;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT v.product_id) INTO ids FROM old_rows o JOIN variants v ON v.id = o.variant_id;
    ELSE
      SELECT array_agg(DISTINCT v.product_id) INTO ids
      FROM (SELECT variant_id FROM new_rows UNION SELECT variant_id FROM old_rows) r JOIN variants v ON v.id = r.variant_id;
    END IF;
  ELSIF TG_TABLE_NAME = 'variants' AND TG_OP = 'UPDATE' THEN
    -- Only the variants whose product, state or colour changed (a price edit changes no filter).
    SELECT array_agg(DISTINCT x) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id, LATERAL (VALUES (n.product_id), (o.product_id)) c(x)
    WHERE (n.product_id, n.status, n.archived_at, n.color_id) IS DISTINCT FROM (o.product_id, o.status, o.archived_at, o.color_id);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO ids FROM (SELECT product_id FROM new_rows UNION ALL SELECT product_id FROM old_rows) r;
  END IF;
  IF ids IS NOT NULL THEN PERFORM products_refresh_store_facets(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_store_facets_ins AFTER INSERT ON variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_store_facets_changed();
--> statement-breakpoint
CREATE TRIGGER variants_store_facets_upd AFTER UPDATE ON variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_store_facets_changed();
--> statement-breakpoint
CREATE TRIGGER variants_store_facets_del AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_store_facets_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_store_facets_ins AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_store_facets_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_store_facets_upd AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_store_facets_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_store_facets_del AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_store_facets_changed();
--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_store_facets_ins AFTER INSERT ON variant_attribute_values REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_store_facets_changed();
--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_store_facets_upd AFTER UPDATE ON variant_attribute_values REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_store_facets_changed();
--> statement-breakpoint
CREATE TRIGGER variant_attribute_values_store_facets_del AFTER DELETE ON variant_attribute_values REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_store_facets_changed();
--> statement-breakpoint
-- The first day of the best-sellers' window: the last 30 Tehran days, today included.
CREATE OR REPLACE FUNCTION products_sold_recent_since() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (now() AT TIME ZONE 'Asia/Tehran')::date - 29;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_refresh_sold_recent(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET sold_recent = f.n
  FROM (
    SELECT x.id, greatest(0, coalesce((SELECT sum(d.quantity - d.refunded_quantity) FROM product_sale_days d
                                        WHERE d.product_id = x.id AND d.day >= products_sold_recent_since()), 0))::integer AS n
    FROM (SELECT DISTINCT unnest(ids)) x(id)
  ) f
  WHERE p.id = f.id AND p.sold_recent <> f.n;
$$;
--> statement-breakpoint
-- The day rows change at the commit of an order, a return or a receipt (product_sale_flush): their products follow.
CREATE OR REPLACE FUNCTION products_sold_recent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id::bigint) INTO ids FROM new_rows WHERE day >= products_sold_recent_since();
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id::bigint) INTO ids FROM old_rows WHERE day >= products_sold_recent_since();
  ELSE
    SELECT array_agg(DISTINCT product_id::bigint) INTO ids
    FROM (SELECT product_id, day FROM new_rows UNION ALL SELECT product_id, day FROM old_rows) r WHERE day >= products_sold_recent_since();
  END IF;
  IF ids IS NOT NULL THEN PERFORM products_refresh_sold_recent(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_sale_days_sold_recent_ins AFTER INSERT ON product_sale_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_sold_recent_changed();
--> statement-breakpoint
CREATE TRIGGER product_sale_days_sold_recent_upd AFTER UPDATE ON product_sale_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_sold_recent_changed();
--> statement-breakpoint
CREATE TRIGGER product_sale_days_sold_recent_del AFTER DELETE ON product_sale_days REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_sold_recent_changed();
--> statement-breakpoint
-- The products already there.
UPDATE products p SET category_ids = coalesce(c.ids, '{}'), color_ids = coalesce(k.ids, '{}'), attribute_value_ids = coalesce(a.ids, '{}')
FROM products q
  LEFT JOIN (SELECT product_id, array_agg(category_id ORDER BY category_id) ids FROM product_categories GROUP BY 1) c ON c.product_id = q.id
  LEFT JOIN (SELECT product_id, array_agg(DISTINCT color_id ORDER BY color_id) ids FROM variants
             WHERE status AND archived_at IS NULL AND color_id IS NOT NULL GROUP BY 1) k ON k.product_id = q.id
  LEFT JOIN (SELECT v.product_id, array_agg(DISTINCT a.attribute_value_id ORDER BY a.attribute_value_id) ids FROM variants v
             JOIN variant_attribute_values a ON a.variant_id = v.id
             WHERE v.status AND v.archived_at IS NULL AND a.attribute_value_id IS NOT NULL GROUP BY 1) a ON a.product_id = q.id
WHERE q.id = p.id AND (c.ids IS NOT NULL OR k.ids IS NOT NULL OR a.ids IS NOT NULL);
--> statement-breakpoint
SELECT products_refresh_sold_recent(array(SELECT DISTINCT product_id::bigint FROM product_sale_days WHERE day >= products_sold_recent_since()));
--> statement-breakpoint
CREATE INDEX "products_store_best_idx" ON "products" USING btree ("sold_recent","id","published_at") WHERE "products"."archived_at" is null and "products"."approved_at" is not null and "products"."status" in ('available', 'out_of_stock', 'soon');--> statement-breakpoint
CREATE INDEX "products_store_facets_idx" ON "products" USING gin ("category_ids","color_ids","attribute_value_ids") WHERE "products"."archived_at" is null and "products"."approved_at" is not null and "products"."status" in ('available', 'out_of_stock', 'soon');--> statement-breakpoint
CREATE INDEX "product_sale_days_product_idx" ON "product_sale_days" USING btree ("product_id","day");
