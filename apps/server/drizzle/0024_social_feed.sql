CREATE TABLE "instagram_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"image_id" bigint NOT NULL,
	"link" varchar(500),
	"caption" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"source" varchar(16) DEFAULT 'manual' NOT NULL,
	"external_id" varchar(64),
	"posted_at" timestamp with time zone,
	"status" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_posts_source_ck" CHECK ("instagram_posts"."source" in ('manual', 'instagram')),
	CONSTRAINT "instagram_posts_counts_ck" CHECK ("instagram_posts"."likes" >= 0 and "instagram_posts"."comments" >= 0)
);
--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_posts_external_id_uq" ON "instagram_posts" USING btree ("external_id");