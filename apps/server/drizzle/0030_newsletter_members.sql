CREATE TABLE "newsletter_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" varchar(191),
	"mobile" varchar(11),
	"name" varchar(120),
	"source" varchar(16) DEFAULT 'admin' NOT NULL,
	"status" varchar(16) DEFAULT 'subscribed' NOT NULL,
	"customer_id" bigint,
	"subscribed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"unsubscribe_reason" varchar(255),
	"unsubscribe_token" varchar(64) DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"confirm_token" varchar(64),
	"confirmed_at" timestamp with time zone,
	"search" text GENERATED ALWAYS AS (fa_norm(coalesce(email,'') || ' ' || coalesce(mobile,'') || ' ' || coalesce(name,''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_members_contact_ck" CHECK ("newsletter_members"."email" is not null or "newsletter_members"."mobile" is not null)
);
--> statement-breakpoint
CREATE TABLE "newsletter_suppressions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" varchar(191),
	"mobile" varchar(11),
	"reason" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_suppressions_address_ck" CHECK (("newsletter_suppressions"."email" is not null) <> ("newsletter_suppressions"."mobile" is not null))
);
--> statement-breakpoint
ALTER TABLE "newsletter_members" ADD CONSTRAINT "newsletter_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_members_email_uq" ON "newsletter_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_members_mobile_uq" ON "newsletter_members" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_members_unsubscribe_token_uq" ON "newsletter_members" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_members_confirm_token_uq" ON "newsletter_members" USING btree ("confirm_token");--> statement-breakpoint
CREATE INDEX "newsletter_members_status_idx" ON "newsletter_members" USING btree ("status","subscribed_at");--> statement-breakpoint
CREATE INDEX "newsletter_members_subscribed_at_idx" ON "newsletter_members" USING btree ("subscribed_at");--> statement-breakpoint
CREATE INDEX "newsletter_members_customer_idx" ON "newsletter_members" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "newsletter_members_search_idx" ON "newsletter_members" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_suppressions_email_uq" ON "newsletter_suppressions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_suppressions_mobile_uq" ON "newsletter_suppressions" USING btree ("mobile");