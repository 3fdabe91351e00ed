CREATE TABLE "coupon_usages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" bigint NOT NULL,
	"customer_id" bigint,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"title" varchar(191) NOT NULL,
	"type" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"min_order_amount" bigint,
	"max_discount" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"per_customer_limit" integer DEFAULT 1,
	"status" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (fa_norm(code || ' ' || title)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_type_ck" CHECK ("coupons"."type" in ('percentage', 'fixed')),
	CONSTRAINT "coupons_dates_ck" CHECK ("coupons"."ends_at" > "coupons"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_usages_coupon_customer_idx" ON "coupon_usages" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE INDEX "coupon_usages_order_idx" ON "coupon_usages" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_search_idx" ON "coupons" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_dates_idx" ON "coupons" USING btree ("starts_at","ends_at");