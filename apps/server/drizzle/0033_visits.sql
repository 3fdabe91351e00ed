CREATE TABLE "visit_hours" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"product_views" integer DEFAULT 0 NOT NULL,
	"post_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_hours_day_hour_pk" PRIMARY KEY("day","hour")
);
--> statement-breakpoint
CREATE TABLE "visit_item_days" (
	"day" date NOT NULL,
	"kind" varchar(8) NOT NULL,
	"item_id" bigint NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_item_days_day_kind_item_id_pk" PRIMARY KEY("day","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_seen" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"visitor" "bytea" NOT NULL,
	CONSTRAINT "visit_seen_day_hour_visitor_pk" PRIMARY KEY("day","hour","visitor")
);
