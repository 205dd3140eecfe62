-- docs/PRODUCT.md, "Jobs of real length": a booking keeps its job's length (its service's duration
-- when it was booked, as it keeps the service's name), a location's crews need travel time between two
-- jobs, and a crew can be off on some dates.
ALTER TABLE "appointments" ADD COLUMN "duration_minutes" integer DEFAULT 120 NOT NULL;
--> statement-breakpoint
-- Bookings made before take their service's length as it is now (the default when it is gone).
UPDATE "appointments" a SET "duration_minutes" = s."duration_minutes"
FROM "services" s WHERE s."id" = a."service_id";
--> statement-breakpoint
-- A plan's visits keep its first visit's length.
ALTER TABLE "plans" ADD COLUMN "duration_minutes" integer DEFAULT 120 NOT NULL;
--> statement-breakpoint
UPDATE "plans" p SET "duration_minutes" = s."duration_minutes"
FROM "services" s WHERE s."id" = p."service_id";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_duration_minutes_check"
	CHECK ("duration_minutes" BETWEEN 30 AND 720);
--> statement-breakpoint
-- Minutes a crew needs between two jobs, per location ({"Lagos": 60}); a location not named has 45.
ALTER TABLE "availability_settings" ADD COLUMN "travel_minutes" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
CREATE TABLE "crew_time_off" (
	"id" text PRIMARY KEY NOT NULL,
	"crew_id" text NOT NULL REFERENCES "crews"("id") ON DELETE CASCADE,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_time_off_dates_check" CHECK ("first_date" <= "last_date")
);
--> statement-breakpoint
CREATE INDEX "crew_time_off_crew_idx" ON "crew_time_off" ("crew_id", "last_date");
