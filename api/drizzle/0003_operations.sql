-- Availability rules edited by admins (weekly rules, crews per location, closed dates), the
-- audit trail, refunds of flagged payments, handled contact messages and each admin's last look at the
-- notifications.
CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" text NOT NULL,
	"admin_name" text NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"slot_hours" jsonb NOT NULL,
	"closed_weekdays" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closed_dates" (
	"id" text PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"location" text,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_crews" (
	"location" text PRIMARY KEY NOT NULL,
	"crews_per_slot" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "notifications_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attention_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refund_note" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject","subject_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "closed_dates_date_location_idx" ON "closed_dates" USING btree ("date",coalesce("location", ''));--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");