CREATE TABLE "shipping_excels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(191) NOT NULL,
	"barcode" varchar(40) NOT NULL,
	"receiver_name" varchar(191),
	"sender_name" varchar(191),
	"destination" varchar(191),
	"register_date" varchar(64),
	"registered_at" timestamp with time zone,
	"reference_number" varchar(64),
	"special_services" varchar(500),
	"price" bigint,
	"postal_code" varchar(10),
	"order_id" bigint,
	"admin_id" bigint,
	"search" text GENERATED ALWAYS AS (fa_norm(barcode || ' ' || coalesce(receiver_name, '') || ' ' || coalesce(destination, '') || ' ' || coalesce(sender_name, '') || ' ' || coalesce(reference_number, '') || ' ' || coalesce(postal_code, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_excels" ADD CONSTRAINT "shipping_excels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_excels" ADD CONSTRAINT "shipping_excels_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_excels_barcode_uq" ON "shipping_excels" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "shipping_excels_search_idx" ON "shipping_excels" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipping_excels_date_idx" ON "shipping_excels" USING btree (coalesce("registered_at", "created_at"));--> statement-breakpoint
CREATE INDEX "shipping_excels_order_idx" ON "shipping_excels" USING btree ("order_id") WHERE "shipping_excels"."order_id" is not null;