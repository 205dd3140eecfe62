-- Hand-edited after drizzle-kit generate: existing bookings get the default 15-minute hold from their
-- creation (long gone for old unpaid ones, so they free their crews), then the column becomes NOT NULL.
ALTER TABLE "appointments" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "appointments" SET "hold_expires_at" = "created_at" + interval '15 minutes';--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "hold_expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "needs_attention" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attention_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_idempotency_key_idx" ON "appointments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "appointments_attention_idx" ON "appointments" USING btree ("needs_attention");