CREATE TABLE "sliders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group" varchar(30) NOT NULL,
	"title" varchar(191) NOT NULL,
	"description" varchar(1000),
	"image_id" bigint NOT NULL,
	"link" jsonb,
	"status" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sliders_group_position_idx" ON "sliders" USING btree ("group","position");--> statement-breakpoint
CREATE INDEX "sliders_link_target_idx" ON "sliders" USING btree (("link"->>'type'),(("link"->>'id')::bigint)) WHERE "sliders"."link" ? 'id';