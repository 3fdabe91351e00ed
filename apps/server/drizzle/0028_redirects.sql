CREATE TABLE "redirect_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txid" bigint NOT NULL,
	"reason" varchar(20) NOT NULL,
	"admin_id" bigint,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match" varchar(10) NOT NULL,
	"source" varchar(500) NOT NULL,
	"target" varchar(2000),
	"kind" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"note" varchar(500),
	"position" integer DEFAULT 0 NOT NULL,
	"hit_count" bigint DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_match_ck" CHECK ("redirects"."match" in ('exact', 'prefix', 'regex')),
	CONSTRAINT "redirects_kind_ck" CHECK ("redirects"."kind" in (301, 302, 307, 410))
);
--> statement-breakpoint
ALTER TABLE "redirect_versions" ADD CONSTRAINT "redirect_versions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_versions_txid_uq" ON "redirect_versions" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "redirects_position_idx" ON "redirects" USING btree ("position","id");