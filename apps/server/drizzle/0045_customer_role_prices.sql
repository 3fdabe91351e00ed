CREATE TABLE "variant_role_prices" (
	"variant_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variant_role_prices_variant_id_role_id_pk" PRIMARY KEY("variant_id","role_id"),
	CONSTRAINT "variant_role_prices_price_range" CHECK ("variant_role_prices"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_roles" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_role_prices" ADD CONSTRAINT "variant_role_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_role_prices" ADD CONSTRAINT "variant_role_prices_role_id_customer_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."customer_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_role_prices" ADD CONSTRAINT "variant_role_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variant_role_prices_role_idx" ON "variant_role_prices" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "variant_role_prices_product_idx" ON "variant_role_prices" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "customer_roles" ADD CONSTRAINT "customer_roles_discount_percent_range" CHECK ("customer_roles"."discount_percent" between 0 and 100);