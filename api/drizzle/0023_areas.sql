-- docs/PRODUCT.md, "Areas and landmarks": each city's areas (served or not, with a surcharge), the
-- leads of people waiting for an area not served, the areas a crew is limited to, and the area and
-- nearest landmark of a booking and of a plan (its visits inherit them). A booking keeps the area's
-- name as it was, so renaming an area does not rewrite what a customer was told.
CREATE TABLE "areas" (
	"id" text PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"name" text NOT NULL,
	"served" boolean DEFAULT true NOT NULL,
	"surcharge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_surcharge_check" CHECK ("surcharge" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "areas_location_name_idx" ON "areas" ("location", lower("name"));
--> statement-breakpoint
CREATE TABLE "area_leads" (
	"id" text PRIMARY KEY NOT NULL,
	"area_id" text NOT NULL REFERENCES "areas"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"privacy_notice_version" text,
	"privacy_agreed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "area_leads_area_idx" ON "area_leads" ("area_id", "created_at");
--> statement-breakpoint
CREATE TABLE "crew_areas" (
	"crew_id" text NOT NULL REFERENCES "crews"("id") ON DELETE CASCADE,
	"area_id" text NOT NULL REFERENCES "areas"("id") ON DELETE CASCADE,
	PRIMARY KEY ("crew_id", "area_id")
);
--> statement-breakpoint
CREATE INDEX "crew_areas_area_idx" ON "crew_areas" ("area_id");
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "area_id" text REFERENCES "areas"("id");
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "area_name" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "landmark" text;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "area_id" text REFERENCES "areas"("id");
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "area_name" text;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "landmark" text;
--> statement-breakpoint
-- The starter areas: the neighbourhoods the city pages listed, served, a few far ones with a surcharge,
-- and the ones not served yet, so their visitors can leave a lead.
INSERT INTO "areas" ("id", "location", "name", "served", "surcharge")
SELECT gen_random_uuid()::text, v.location, v.name, v.served, v.surcharge
FROM (VALUES
	('Abuja', 'Asokoro', true, 0), ('Abuja', 'Maitama', true, 0), ('Abuja', 'Wuse', true, 0),
	('Abuja', 'Garki', true, 0), ('Abuja', 'Jabi', true, 0), ('Abuja', 'Gwarinpa', true, 0),
	('Abuja', 'Kubwa', true, 2000), ('Abuja', 'Lugbe', true, 2000), ('Abuja', 'Lokogoma', true, 0),
	('Abuja', 'Bwari', false, 0),
	('Lagos', 'Lekki', true, 0), ('Lagos', 'Victoria Island', true, 0), ('Lagos', 'Ikoyi', true, 0),
	('Lagos', 'Ajah', true, 2500), ('Lagos', 'Ikeja', true, 0), ('Lagos', 'Yaba', true, 0),
	('Lagos', 'Surulere', true, 0), ('Lagos', 'Magodo', true, 0), ('Lagos', 'Gbagada', true, 0),
	('Lagos', 'Ibeju-Lekki', false, 0), ('Lagos', 'Ikorodu', false, 0), ('Lagos', 'Epe', false, 0),
	('Port Harcourt', 'GRA Phase 1 to 3', true, 0), ('Port Harcourt', 'Old GRA', true, 0),
	('Port Harcourt', 'Trans-Amadi', true, 0), ('Port Harcourt', 'Rumuola', true, 0),
	('Port Harcourt', 'Woji', true, 0), ('Port Harcourt', 'Eliozu', true, 0),
	('Port Harcourt', 'Rumuokoro', true, 0), ('Port Harcourt', 'D-Line', true, 0),
	('Port Harcourt', 'Onne', false, 0),
	('Jalingo', 'Mayo Gwoi', true, 0), ('Jalingo', 'Sabon Gari', true, 0), ('Jalingo', 'Barade', true, 0),
	('Jalingo', 'Nukkai', true, 0), ('Jalingo', 'Magami', true, 0), ('Jalingo', 'Sintali', true, 0),
	('Jalingo', 'ATC', true, 0)
) AS v(location, name, served, surcharge);
