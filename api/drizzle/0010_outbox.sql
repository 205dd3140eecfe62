-- The outbox. A message to a customer or an admin is written here in the same transaction as
-- the change that causes it (docs/ARCHITECTURE.md, "Background jobs and the outbox"), so a crash
-- between the two can neither lose nor double it; a job of the queue (pg-boss, its own schema) sends it.
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"appointment_id" text REFERENCES "appointments"("id") ON DELETE SET NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_status_check" CHECK ("status" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
-- One message of a kind per booking: a repeated change (a replayed payment) queues nothing more.
CREATE UNIQUE INDEX "outbox_messages_appointment_kind_idx" ON "outbox_messages" ("appointment_id", "kind") WHERE "appointment_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" ("created_at");
--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" (lower("recipient"));
