ALTER TABLE "tasks" ADD COLUMN "runner" varchar(36);--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tasks_running_heartbeat_idx" ON "tasks" USING btree ("heartbeat_at") WHERE "tasks"."status" = 'running';