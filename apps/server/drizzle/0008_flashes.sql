CREATE TABLE "flash_products" (
	"flash_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"discount_type" varchar(16),
	"discount" bigint,
	"salable_max" integer,
	"sales_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flash_products_flash_id_product_id_pk" PRIMARY KEY("flash_id","product_id"),
	CONSTRAINT "flash_products_discount_type_ck" CHECK ("flash_products"."discount_type" is null or "flash_products"."discount_type" in ('percentage', 'fixed')),
	CONSTRAINT "flash_products_discount_pair_ck" CHECK (("flash_products"."discount_type" is null) = ("flash_products"."discount" is null)),
	CONSTRAINT "flash_products_discount_ck" CHECK ("flash_products"."discount" is null or ("flash_products"."discount" > 0 and ("flash_products"."discount_type" <> 'percentage' or "flash_products"."discount" <= 100))),
	CONSTRAINT "flash_products_salable_max_ck" CHECK ("flash_products"."salable_max" is null or "flash_products"."salable_max" > 0),
	CONSTRAINT "flash_products_sales_count_ck" CHECK ("flash_products"."sales_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flashes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(191) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"timer" boolean DEFAULT false NOT NULL,
	"color" varchar(9),
	"image_id" bigint,
	"mobile_image_id" bigint,
	"discount_type" varchar(16) NOT NULL,
	"discount" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"search" text GENERATED ALWAYS AS (fa_norm(title)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashes_discount_type_ck" CHECK ("flashes"."discount_type" in ('percentage', 'fixed')),
	CONSTRAINT "flashes_discount_ck" CHECK ("flashes"."discount" > 0 and ("flashes"."discount_type" <> 'percentage' or "flashes"."discount" <= 100)),
	CONSTRAINT "flashes_dates_ck" CHECK ("flashes"."ends_at" > "flashes"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "flash_products" ADD CONSTRAINT "flash_products_flash_id_flashes_id_fk" FOREIGN KEY ("flash_id") REFERENCES "public"."flashes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_products" ADD CONSTRAINT "flash_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashes" ADD CONSTRAINT "flashes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashes" ADD CONSTRAINT "flashes_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_products_product_idx" ON "flash_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flashes_title_uq" ON "flashes" USING btree (fa_norm("title"));--> statement-breakpoint
CREATE INDEX "flashes_position_idx" ON "flashes" USING btree ("position");--> statement-breakpoint
CREATE INDEX "flashes_dates_idx" ON "flashes" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "flashes_search_idx" ON "flashes" USING gin ("search" gin_trgm_ops);