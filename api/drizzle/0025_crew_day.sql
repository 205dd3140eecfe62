-- docs/PRODUCT.md, "The crew's day": the devices crew members sign in from a link (only hashes of the
-- link's and the session's tokens are kept), the steps they record at each job (keyed by the phone's own
-- id, so a step sent twice is one row), the photos of the finished work (the files are in object
-- storage; a row says where), how far each job got, and each service's checklist.
CREATE TABLE "crew_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"crew_id" text NOT NULL REFERENCES "crews"("id") ON DELETE CASCADE,
	"member_name" text NOT NULL,
	"member_phone" text NOT NULL,
	"link_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"session_hash" text,
	"signed_in_at" timestamp with time zone,
	"session_expires_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crew_devices_link_idx" ON "crew_devices" ("link_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "crew_devices_session_idx" ON "crew_devices" ("session_hash") WHERE "session_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "crew_devices_crew_idx" ON "crew_devices" ("crew_id", "created_at");
--> statement-breakpoint
CREATE TABLE "job_events" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
	"crew_id" text NOT NULL REFERENCES "crews"("id"),
	"device_id" text REFERENCES "crew_devices"("id") ON DELETE SET NULL,
	"member_name" text NOT NULL,
	"kind" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"note" text,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "job_events_kind_check" CHECK ("kind" IN ('on-my-way', 'started', 'done', 'could-not-work'))
);
--> statement-breakpoint
CREATE INDEX "job_events_appointment_idx" ON "job_events" ("appointment_id", "happened_at");
--> statement-breakpoint
CREATE INDEX "job_events_crew_idx" ON "job_events" ("crew_id", "happened_at");
--> statement-breakpoint
CREATE TABLE "job_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
	"crew_id" text NOT NULL REFERENCES "crews"("id"),
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_photos_appointment_idx" ON "job_photos" ("appointment_id");
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "job_step" text;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "checklist" jsonb DEFAULT '[]'::jsonb NOT NULL;
