-- docs/PRODUCT.md, "Services take time": each service says how long one job takes, in whole half hours.
-- The starter catalogue's services get lengths of their kind; any other service the default 2 hours,
-- which an admin changes in the product form.
ALTER TABLE "services" ADD COLUMN "duration_minutes" integer DEFAULT 120 NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duration_minutes_check"
  CHECK ("duration_minutes" BETWEEN 30 AND 720 AND "duration_minutes" % 30 = 0);
--> statement-breakpoint
UPDATE "services" SET "duration_minutes" = CASE
  WHEN lower("name") LIKE '%post-construction%' THEN 480
  WHEN lower("name") LIKE '%deep%' THEN 300
  WHEN lower("name") LIKE '%janitorial%' THEN 240
  WHEN lower("name") LIKE '%hotel%' THEN 240
  WHEN lower("name") LIKE '%fumigation%' THEN 180
  ELSE 120
END;
