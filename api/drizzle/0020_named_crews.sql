-- docs/PRODUCT.md, "Crews by name": a location's crews are named rows instead of a number per slot,
-- and a booking that holds a crew names the one it holds.
CREATE TABLE "crews" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"working_days" jsonb NOT NULL,
	"day_starts_minute" integer NOT NULL,
	"day_ends_minute" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crews_name_unique" UNIQUE("name"),
	CONSTRAINT "crews_hours_check" CHECK ("day_starts_minute" >= 0 AND "day_starts_minute" < "day_ends_minute" AND "day_ends_minute" <= 1440)
);
--> statement-breakpoint
CREATE INDEX "crews_location_idx" ON "crews" ("location") WHERE "active";
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "crew_id" text REFERENCES "crews"("id");
--> statement-breakpoint
CREATE INDEX "appointments_crew_date_idx" ON "appointments" ("crew_id", "date") WHERE "crew_id" IS NOT NULL;
--> statement-breakpoint
-- Each location's crews per slot become that many crews ('Lagos crew 1', ...), working the days and
-- hours the weekly rules open. A database not yet given its first rules has no rows here: the API's
-- first start names the environment's crews instead.
INSERT INTO "crews" ("id", "name", "location", "working_days", "day_starts_minute", "day_ends_minute")
SELECT
	gen_random_uuid()::text,
	lc."location" || ' crew ' || n,
	lc."location",
	(SELECT coalesce(jsonb_agg(d ORDER BY d), '[]'::jsonb) FROM generate_series(0, 6) AS d
		WHERE NOT coalesce(s."closed_weekdays", '[]'::jsonb) @> to_jsonb(d)),
	coalesce((SELECT min(h::int) FROM jsonb_array_elements_text(s."slot_hours") AS h), 6) * 60,
	(coalesce((SELECT max(h::int) FROM jsonb_array_elements_text(s."slot_hours") AS h), 16) + 1) * 60
FROM "location_crews" lc
LEFT JOIN "availability_settings" s ON s."id" = 'current'
CROSS JOIN LATERAL generate_series(1, lc."crews_per_slot") AS n;
--> statement-breakpoint
-- Every booking holding a crew of its slot takes one of them: paid ones first, then by age, so no two
-- share a crew; one beyond its slot's crews (paid after the slot filled, flagged for the company)
-- keeps none.
UPDATE "appointments" a SET "crew_id" = c."id"
FROM (
	SELECT "id", "location", row_number() OVER (
		PARTITION BY "date", "time", "location"
		ORDER BY "payment" DESC, "needs_attention", "created_at", "id"
	) AS n
	FROM "appointments"
	WHERE "deleted_at" IS NULL AND "cancelled" = false AND ("payment" OR "hold_expires_at" > now())
) ranked
JOIN "crews" c ON c."name" = ranked."location" || ' crew ' || ranked.n
WHERE a."id" = ranked."id";
--> statement-breakpoint
DROP TABLE "location_crews";
