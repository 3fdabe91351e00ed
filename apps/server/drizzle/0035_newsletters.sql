CREATE TABLE "newsletter_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"newsletter_id" bigint NOT NULL,
	"member_id" bigint,
	"customer_id" bigint,
	"address" varchar(191) NOT NULL,
	"name" varchar(120),
	"token" varchar(64),
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"error" varchar(500),
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"channel" varchar(8) DEFAULT 'email' NOT NULL,
	"subject" varchar(255),
	"body" text,
	"sms_text" text,
	"audience" varchar(16) DEFAULT 'members' NOT NULL,
	"member_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"customer_role_id" bigint,
	"province_id" bigint,
	"ordered_from" date,
	"ordered_to" date,
	"send_at" timestamp with time zone,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"task_id" bigint,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_member_id_newsletter_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."newsletter_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipients_address_uq" ON "newsletter_recipients" USING btree ("newsletter_id","address");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_status_idx" ON "newsletter_recipients" USING btree ("newsletter_id","status","id");--> statement-breakpoint
CREATE INDEX "newsletters_status_idx" ON "newsletters" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "newsletters_created_idx" ON "newsletters" USING btree ("created_at");