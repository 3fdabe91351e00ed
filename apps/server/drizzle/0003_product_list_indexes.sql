DROP INDEX "products_status_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_min_price_idx";--> statement-breakpoint
DROP INDEX "variants_sku_uq";--> statement-breakpoint
DROP INDEX "variants_barcode_uq";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_valid_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree ("title" collate "fa-IR-x-icu","id" desc) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_valid_until_idx" ON "products" USING btree ("price_valid_until") WHERE "products"."price_valid_until" is not null;--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","created_at","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_min_price_idx" ON "products" USING btree ("min_price","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "variants_sku_uq" ON "variants" USING btree (lower("sku")) WHERE "variants"."sku" is not null and "variants"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "variants_barcode_uq" ON "variants" USING btree ("barcode") WHERE "variants"."archived_at" is null;