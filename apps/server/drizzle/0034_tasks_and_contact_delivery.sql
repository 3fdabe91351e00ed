CREATE TABLE "tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(60) NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"input" jsonb,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"result" jsonb,
	"error" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"singleton_key" varchar(200),
	"job_id" varchar(40),
	"created_by" bigint,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "answer_channel" varchar(10);--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "answer_delivery" varchar(10);--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "answer_delivery_error" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "answer_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "answer_task_id" bigint;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_singleton_uq" ON "tasks" USING btree ("kind","singleton_key") WHERE "tasks"."singleton_key" is not null and "tasks"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "tasks_kind_created_idx" ON "tasks" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_created_by_idx" ON "tasks" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_answer_task_id_tasks_id_fk" FOREIGN KEY ("answer_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;