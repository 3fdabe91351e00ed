CREATE TABLE "newsletter_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"newsletter_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"link_index" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD COLUMN "key" varchar(16) DEFAULT translate(substr(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), 1, 12), '+/', '-_') NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "tracked_links" text[];--> statement-breakpoint
ALTER TABLE "newsletter_clicks" ADD CONSTRAINT "newsletter_clicks_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_clicks" ADD CONSTRAINT "newsletter_clicks_recipient_id_newsletter_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."newsletter_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_clicks_uq" ON "newsletter_clicks" USING btree ("recipient_id","link_index");--> statement-breakpoint
CREATE INDEX "newsletter_clicks_newsletter_idx" ON "newsletter_clicks" USING btree ("newsletter_id","link_index");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipients_key_uq" ON "newsletter_recipients" USING btree ("key");