CREATE TABLE "roles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"label" varchar(100) NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" varchar(20) NOT NULL,
	"name" varchar(100),
	"email" varchar(100),
	"mobile" varchar(11),
	"password_hash" varchar(255) NOT NULL,
	"role_id" bigint NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"search" text GENERATED ALWAYS AS (fa_norm(coalesce(username,'') || ' ' || coalesce(name,'') || ' ' || coalesce(email,'') || ' ' || coalesce(mobile,''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "admin_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" bigint,
	"ip" varchar(64),
	"entity" varchar(64) NOT NULL,
	"entity_id" varchar(64),
	"action" varchar(32) NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" bigint NOT NULL,
	"type" varchar(64) NOT NULL,
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" varchar(255) NOT NULL,
	"mime" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_name" varchar(255),
	"admin_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"mobile" varchar(11),
	"email" varchar(100),
	"subject" varchar(200),
	"body" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(9) NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (fa_norm(name || ' ' || code)) STORED,
	"creator_id" bigint,
	"updater_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"symbol" varchar(20) NOT NULL,
	"precision" varchar(4) DEFAULT '1' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (fa_norm(name || ' ' || symbol)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(150) NOT NULL,
	"description" text,
	"status" boolean DEFAULT true NOT NULL,
	"show_index" boolean DEFAULT false NOT NULL,
	"logo_id" bigint,
	"search" text GENERATED ALWAYS AS (fa_norm(name || ' ' || slug)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search" text GENERATED ALWAYS AS (fa_norm(name)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"province_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"post_code" varchar(20),
	"search" text GENERATED ALWAYS AS (fa_norm(name)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_notifications" ADD CONSTRAINT "admin_notifications_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_uq" ON "admins" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_uq" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "admins_mobile_uq" ON "admins" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "admins_role_idx" ON "admins" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "admins_search_idx" ON "admins" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "login_failures_user_idx" ON "login_failures" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_id_idx" ON "audit_logs" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_admin_idx" ON "audit_logs" USING btree ("admin_id","created_at","id");--> statement-breakpoint
CREATE INDEX "admin_notifications_admin_idx" ON "admin_notifications" USING btree ("admin_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "colors_name_uq" ON "colors" USING btree (fa_norm("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "colors_code_uq" ON "colors" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "colors_search_idx" ON "colors" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "units_name_uq" ON "units" USING btree (fa_norm("name"));--> statement-breakpoint
CREATE INDEX "units_search_idx" ON "units" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree (fa_norm("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_uq" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "brands_search_idx" ON "brands" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "provinces_name_uq" ON "provinces" USING btree (fa_norm("name"));--> statement-breakpoint
CREATE INDEX "provinces_search_idx" ON "provinces" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cities_province_name_uq" ON "cities" USING btree ("province_id",fa_norm("name"));--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "cities_search_idx" ON "cities" USING gin ("search" gin_trgm_ops);