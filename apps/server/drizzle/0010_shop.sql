CREATE TABLE "mini_order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mini_order_id" bigint NOT NULL,
	"type" varchar(8) NOT NULL,
	"product_id" bigint NOT NULL,
	"variant_id" bigint NOT NULL,
	"flash_id" bigint,
	"title" varchar(191) NOT NULL,
	"variant_title" varchar(255) DEFAULT '' NOT NULL,
	"sku" varchar(64),
	"barcode" varchar(32),
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"list_price" bigint NOT NULL,
	"effective_price" bigint NOT NULL,
	"discount_source" varchar(16) DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mini_order_items_type_ck" CHECK ("mini_order_items"."type" in ('sale', 'return')),
	CONSTRAINT "mini_order_items_quantity_ck" CHECK ("mini_order_items"."quantity" > 0),
	CONSTRAINT "mini_order_items_price_ck" CHECK ("mini_order_items"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mini_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint,
	"admin_id" bigint,
	"status" varchar(16) DEFAULT 'completed' NOT NULL,
	"lines_count" integer DEFAULT 0 NOT NULL,
	"sale_quantity" integer DEFAULT 0 NOT NULL,
	"return_quantity" integer DEFAULT 0 NOT NULL,
	"sales_amount" bigint DEFAULT 0 NOT NULL,
	"returns_amount" bigint DEFAULT 0 NOT NULL,
	"lines_total" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"paid_cash" bigint DEFAULT 0 NOT NULL,
	"paid_card" bigint DEFAULT 0 NOT NULL,
	"paid_wallet" bigint DEFAULT 0 NOT NULL,
	"card_tracking_code" varchar(100),
	"description" text,
	"idempotency_key" varchar(100),
	"request_hash" varchar(64),
	"voided_at" timestamp with time zone,
	"voided_by" bigint,
	"void_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mini_orders_status_ck" CHECK ("mini_orders"."status" in ('completed', 'voided')),
	CONSTRAINT "mini_orders_amounts_ck" CHECK ("mini_orders"."sales_amount" >= 0 and "mini_orders"."returns_amount" >= 0 and "mini_orders"."discount_amount" >= 0 and "mini_orders"."lines_total" = "mini_orders"."sales_amount" - "mini_orders"."returns_amount"),
	CONSTRAINT "mini_orders_total_ck" CHECK ("mini_orders"."total" = "mini_orders"."lines_total" - "mini_orders"."discount_amount"),
	CONSTRAINT "mini_orders_paid_ck" CHECK ("mini_orders"."paid_cash" + "mini_orders"."paid_card" + "mini_orders"."paid_wallet" = "mini_orders"."total")
);
--> statement-breakpoint
ALTER TABLE "mini_order_items" ADD CONSTRAINT "mini_order_items_mini_order_id_mini_orders_id_fk" FOREIGN KEY ("mini_order_id") REFERENCES "public"."mini_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_order_items" ADD CONSTRAINT "mini_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_order_items" ADD CONSTRAINT "mini_order_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_orders" ADD CONSTRAINT "mini_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_orders" ADD CONSTRAINT "mini_orders_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_orders" ADD CONSTRAINT "mini_orders_voided_by_admins_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mini_order_items_order_idx" ON "mini_order_items" USING btree ("mini_order_id");--> statement-breakpoint
CREATE INDEX "mini_order_items_variant_idx" ON "mini_order_items" USING btree ("variant_id","mini_order_id");--> statement-breakpoint
CREATE INDEX "mini_order_items_product_idx" ON "mini_order_items" USING btree ("product_id","mini_order_id");--> statement-breakpoint
CREATE INDEX "mini_orders_created_idx" ON "mini_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mini_orders_admin_idx" ON "mini_orders" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "mini_orders_customer_idx" ON "mini_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "mini_orders_total_idx" ON "mini_orders" USING btree ("total","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mini_orders_idempotency_uq" ON "mini_orders" USING btree ("admin_id","idempotency_key") WHERE "mini_orders"."idempotency_key" is not null;