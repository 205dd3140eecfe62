-- Messages a booking can get more than once (a rebook, twice), and the admins' choice of
-- alerts. A message's `dedupe_key` says what makes it one of a kind: the kind itself for the kinds a
-- booking gets once (a replayed payment queues nothing more), the kind and the change's audit entry
-- for the repeatable ones; null for messages nothing can repeat (a contact message's alert).
ALTER TABLE "outbox_messages" ADD COLUMN "dedupe_key" text;
--> statement-breakpoint
UPDATE "outbox_messages" SET "dedupe_key" = "kind" WHERE "appointment_id" IS NOT NULL;
--> statement-breakpoint
DROP INDEX "outbox_messages_appointment_kind_idx";
--> statement-breakpoint
-- Per recipient: each admin gets their own alert of a booking.
CREATE UNIQUE INDEX "outbox_messages_dedupe_idx" ON "outbox_messages" ("appointment_id", "recipient", "dedupe_key") WHERE "appointment_id" IS NOT NULL AND "dedupe_key" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "outbox_messages_status_created_idx" ON "outbox_messages" ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Which alerts an admin gets (their profile): a new paid booking at once, in a daily digest or not at
-- all; a payment needing attention and a contact message, at once or not at all.
ALTER TABLE "admins" ADD COLUMN "alert_new_booking" text DEFAULT 'at-once' NOT NULL;
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_alert_new_booking_check" CHECK ("alert_new_booking" IN ('off', 'at-once', 'daily-digest'));
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "alert_payment_attention" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "alert_contact_message" boolean DEFAULT true NOT NULL;
