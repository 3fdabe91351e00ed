ALTER TABLE "orders" ADD COLUMN "reserve_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_key" varchar(100);--> statement-breakpoint
CREATE INDEX "orders_reserve_idx" ON "orders" USING btree ("reserve_until") WHERE "orders"."status" = 'wait_for_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_key_uq" ON "orders" USING btree ("customer_id","checkout_key") WHERE "orders"."checkout_key" is not null;