ALTER TABLE "size_chart_types" ADD COLUMN "values" varchar(100)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A type's column names move from their own table into the type's row, in their order.
UPDATE "size_chart_types" t SET "values" = v.names
FROM (SELECT "type_id", array_agg("name" ORDER BY "position", "id") AS names FROM "size_chart_type_values" GROUP BY "type_id") v
WHERE v."type_id" = t."id";--> statement-breakpoint
DROP TABLE "size_chart_type_values" CASCADE;
