CREATE TABLE "shipping_method_cities" (
	"shipping_method_id" bigint NOT NULL,
	"city_id" bigint NOT NULL,
	"price" bigint,
	CONSTRAINT "shipping_method_cities_shipping_method_id_city_id_pk" PRIMARY KEY("shipping_method_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_method_customer_roles" (
	"shipping_method_id" bigint NOT NULL,
	"customer_role_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "shipping_method_customer_roles_shipping_method_id_customer_role_id_pk" PRIMARY KEY("shipping_method_id","customer_role_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_method_provinces" (
	"shipping_method_id" bigint NOT NULL,
	"province_id" bigint NOT NULL,
	"price" bigint,
	CONSTRAINT "shipping_method_provinces_shipping_method_id_province_id_pk" PRIMARY KEY("shipping_method_id","province_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"logo_id" bigint,
	"description" varchar(191),
	"status" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"default_price" bigint,
	"free_threshold" bigint,
	"minimum_delay" integer DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"first_packet_size" integer DEFAULT 1 NOT NULL,
	"packet_size" integer DEFAULT 1 NOT NULL,
	"more_packet_price" bigint DEFAULT 0 NOT NULL,
	"search" text GENERATED ALWAYS AS (fa_norm(name || ' ' || coalesce(description, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_method_cities" ADD CONSTRAINT "shipping_method_cities_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_cities" ADD CONSTRAINT "shipping_method_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_customer_roles" ADD CONSTRAINT "shipping_method_customer_roles_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_customer_roles" ADD CONSTRAINT "shipping_method_customer_roles_customer_role_id_customer_roles_id_fk" FOREIGN KEY ("customer_role_id") REFERENCES "public"."customer_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_provinces" ADD CONSTRAINT "shipping_method_provinces_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_provinces" ADD CONSTRAINT "shipping_method_provinces_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_method_cities_city_idx" ON "shipping_method_cities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "shipping_method_customer_roles_role_idx" ON "shipping_method_customer_roles" USING btree ("customer_role_id");--> statement-breakpoint
CREATE INDEX "shipping_method_provinces_province_idx" ON "shipping_method_provinces" USING btree ("province_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_name_uq" ON "shipping_methods" USING btree (fa_norm("name"));--> statement-breakpoint
CREATE INDEX "shipping_methods_position_idx" ON "shipping_methods" USING btree ("position");--> statement-breakpoint
CREATE INDEX "shipping_methods_search_idx" ON "shipping_methods" USING gin ("search" gin_trgm_ops);