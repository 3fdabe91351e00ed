CREATE TABLE "post_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"parent_id" bigint,
	"customer_id" bigint,
	"from_shop" boolean DEFAULT false NOT NULL,
	"admin_id" bigint,
	"name" varchar(100) NOT NULL,
	"email" varchar(100),
	"body" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"search" text GENERATED ALWAYS AS (fa_norm(name || ' ' || coalesce(email,'') || ' ' || body)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "posts_category_idx";--> statement-breakpoint
DROP INDEX "posts_published_at_idx";--> statement-breakpoint
DROP INDEX "posts_status_idx";--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_id_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_comments_created_idx" ON "post_comments" USING btree ("created_at","id") WHERE "post_comments"."from_shop" = false;--> statement-breakpoint
CREATE INDEX "post_comments_status_idx" ON "post_comments" USING btree ("status","created_at","id") WHERE "post_comments"."from_shop" = false;--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","from_shop","created_at","id");--> statement-breakpoint
CREATE INDEX "post_comments_parent_idx" ON "post_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "post_comments_customer_idx" ON "post_comments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "post_comments_search_idx" ON "post_comments" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_category_idx" ON "posts" USING btree ("post_category_id","published_at","id");--> statement-breakpoint
CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "posts_status_idx" ON "posts" USING btree ("status","published_at","id");