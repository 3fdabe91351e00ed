CREATE TABLE "menu_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"key" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"parent_id" bigint,
	"title" varchar(191) NOT NULL,
	"link" jsonb,
	"new_tab" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"depth" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_group_id_menu_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."menu_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_groups_key_uq" ON "menu_groups" USING btree ("key");--> statement-breakpoint
CREATE INDEX "menu_items_group_parent_idx" ON "menu_items" USING btree ("group_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "menu_items_parent_idx" ON "menu_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "menu_items_link_target_idx" ON "menu_items" USING btree (("link"->>'type'),(("link"->>'id')::bigint)) WHERE "menu_items"."link" ? 'id';