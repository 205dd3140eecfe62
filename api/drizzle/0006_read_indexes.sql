CREATE TABLE "appointment_counts" (
	"date" date NOT NULL,
	"time" text NOT NULL,
	"location" text NOT NULL,
	"payment" boolean NOT NULL,
	"cancelled" boolean NOT NULL,
	"is_completed" boolean NOT NULL,
	"needs_attention" boolean NOT NULL,
	"appointments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_counts_pk" PRIMARY KEY("date","time","location","payment","cancelled","is_completed","needs_attention")
);
--> statement-breakpoint
CREATE INDEX "appointments_live_created_idx" ON "appointments" USING btree ("created_at","id") WHERE "appointments"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "appointments_live_date_idx" ON "appointments" USING btree ("date",((split_part("time", ':', 1)::int % 12) * 60 + CASE WHEN "time" LIKE '%PM' THEN 720 ELSE 0 END),"created_at","id") WHERE "appointments"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "appointments_live_date_asc_idx" ON "appointments" USING btree ("date",((split_part("time", ':', 1)::int % 12) * 60 + CASE WHEN "time" LIKE '%PM' THEN 720 ELSE 0 END),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "appointments"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "appointments_live_amount_idx" ON "appointments" USING btree ("amount","created_at","id") WHERE "appointments"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "appointments_live_amount_asc_idx" ON "appointments" USING btree ("amount","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "appointments"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "appointments_open_attention_idx" ON "appointments" USING btree ("paid_at","created_at","id") WHERE "appointments"."needs_attention" = true AND "appointments"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."handled_at" IS NULL;--> statement-breakpoint
-- The live appointments counted as they are now (docs/DECISIONS.md, "Admin list totals kept by a trigger").
INSERT INTO "appointment_counts" ("date", "time", "location", "payment", "cancelled", "is_completed", "needs_attention", "appointments")
SELECT "date", "time", "location", "payment", "cancelled", "is_completed", "needs_attention", count(*)
FROM "appointments" WHERE "deleted_at" IS NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
-- After each statement on appointments, adds what its rows changed (new rows minus old rows) to the
-- counts: set-based over the statement's transition tables, so a bulk insert costs one pass, and rows in
-- key order, so two transactions counting the same keys wait for each other instead of deadlocking.
CREATE FUNCTION appointments_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text;
BEGIN
  delta := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, r.* FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, r.* FROM old_rows r'
    ELSE 'SELECT 1 AS sign, r.* FROM new_rows r UNION ALL SELECT -1 AS sign, r.* FROM old_rows r'
  END;
  -- Rows whose counted columns did not change cancel out and touch nothing (a longer hold, a customer).
  EXECUTE 'WITH delta AS (' || delta || '), changes AS (
      SELECT date, time, location, payment, cancelled, is_completed, needs_attention, sum(sign)::integer AS n
      FROM delta WHERE deleted_at IS NULL
      GROUP BY date, time, location, payment, cancelled, is_completed, needs_attention)
    INSERT INTO appointment_counts AS c (date, time, location, payment, cancelled, is_completed, needs_attention, appointments)
    SELECT date, time, location, payment, cancelled, is_completed, needs_attention, n FROM changes
    WHERE n <> 0
    ORDER BY date, time, location, payment, cancelled, is_completed, needs_attention
    ON CONFLICT (date, time, location, payment, cancelled, is_completed, needs_attention)
    DO UPDATE SET appointments = c.appointments + excluded.appointments';
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- PostgreSQL fires a table's triggers in name order: these come after the customers' summaries
-- (appointments_summaries_*), whose row per location and time any two writers of one slot's count row
-- already share: counting adds no wait and no lock order of its own (counted per day, two bookings of
-- one day at different times waited for each other, and deadlocked with the customers' locks).
CREATE TRIGGER appointments_totals_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_counts();
--> statement-breakpoint
CREATE TRIGGER appointments_totals_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_counts();
--> statement-breakpoint
CREATE TRIGGER appointments_totals_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_counts();
--> statement-breakpoint
CREATE FUNCTION appointments_clear_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE appointment_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_totals_truncate AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_clear_counts();
