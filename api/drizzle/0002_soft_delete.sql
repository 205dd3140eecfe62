-- Soft delete: a deleted appointment keeps its row, with deleted_at set, hidden from every list, count and
-- lookup. An idempotency key is unique among the appointments not deleted.
DROP INDEX "appointments_idempotency_key_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_idempotency_key_idx" ON "appointments" USING btree ("idempotency_key") WHERE "appointments"."deleted_at" IS NULL;