-- The admin search's indexes (docs/DECISIONS.md, "Search on trigram indexes"). pg_trgm ships with
-- PostgreSQL (contrib) and with PGlite (loaded by src/db/client.ts); a trusted extension: a superuser,
-- the database's owner or a role with CREATE on the database may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_search_full_name_idx" ON "appointments" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_search_full_name_trgm_idx" ON "appointments" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_search_email_idx" ON "appointments" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_search_email_trgm_idx" ON "appointments" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_search_reference_idx" ON "appointments" USING btree (lower("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_search_reference_trgm_idx" ON "appointments" USING gin (lower("reference") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_search_phone_idx" ON "appointments" USING btree ((CASE WHEN length(regexp_replace("phone", '[^0-9]', '', 'g')) = 13 AND left(regexp_replace("phone", '[^0-9]', '', 'g'), 3) = '234' THEN '0' || substr(regexp_replace("phone", '[^0-9]', '', 'g'), 4) ELSE regexp_replace("phone", '[^0-9]', '', 'g') END) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_search_phone_trgm_idx" ON "appointments" USING gin ((CASE WHEN length(regexp_replace("phone", '[^0-9]', '', 'g')) = 13 AND left(regexp_replace("phone", '[^0-9]', '', 'g'), 3) = '234' THEN '0' || substr(regexp_replace("phone", '[^0-9]', '', 'g'), 4) ELSE regexp_replace("phone", '[^0-9]', '', 'g') END) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_search_last_name_idx" ON "appointments" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_search_name_idx" ON "contact_messages" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_search_name_trgm_idx" ON "contact_messages" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_search_email_idx" ON "contact_messages" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_search_email_trgm_idx" ON "contact_messages" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_search_subject_idx" ON "contact_messages" USING btree (lower("subject") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_search_subject_trgm_idx" ON "contact_messages" USING gin (lower("subject") gin_trgm_ops);--> statement-breakpoint
-- The search's customers, newest booking first.
CREATE INDEX IF NOT EXISTS "customers_newest_idx" ON "customers" USING btree ("newest_created_at","newest_booking_id");
