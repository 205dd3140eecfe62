-- Customers manage their booking (reschedule, cancel) and refunds go through the provider.
-- How often a booking was moved, who cancelled it and why; money refunded so far (a partial refund
-- keeps the booking); the provider's refunds; the cut-offs the console edits with the availability.
ALTER TABLE "appointments" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "availability_settings" ADD COLUMN "reschedule_cutoff_hours" integer DEFAULT 24 NOT NULL;
--> statement-breakpoint
ALTER TABLE "availability_settings" ADD COLUMN "max_reschedules" integer DEFAULT 2 NOT NULL;
--> statement-breakpoint
ALTER TABLE "availability_settings" ADD COLUMN "cancellation_cutoff_hours" integer DEFAULT 24 NOT NULL;
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL REFERENCES "appointments"("id"),
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"requested_by" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_status_check" CHECK ("status" IN ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_id_idx" ON "refunds" ("provider_refund_id") WHERE "provider_refund_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "refunds_appointment_idx" ON "refunds" ("appointment_id", "created_at");
--> statement-breakpoint
-- The notification badge counts the customers' own changes from the audit trail.
CREATE INDEX "audit_events_actor_idx" ON "audit_events" ("admin_id", "at");
--> statement-breakpoint
-- Earnings count money kept: a refund, partial or full, comes out of the booking's amount.
CREATE OR REPLACE FUNCTION appointments_keep_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text;
  changed_customers text[];
BEGIN
  IF current_setting('clean.rebuilding_summaries', true) = 'on' THEN
    RETURN NULL;
  END IF;
  delta := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, r.* FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, r.* FROM old_rows r'
    ELSE 'SELECT 1 AS sign, r.* FROM new_rows r UNION ALL SELECT -1 AS sign, r.* FROM old_rows r'
  END;
  -- One statement adds to both counters and names the customers to refresh. Rows whose counted columns
  -- did not change cancel out and lock nothing (e.g. a longer hold). Only this statement writes the two
  -- counters (the rebuild locks the table first), so their rows are always locked in the same order.
  -- The Lagos day of a payment (Lagos is UTC+1 all year), as the weekly earnings report counts it.
  EXECUTE 'WITH delta AS MATERIALIZED (' || delta || '),
    slot_changes AS (
      SELECT location, time,
             coalesce(sum(sign) FILTER (WHERE deleted_at IS NULL), 0) AS live,
             coalesce(sum(sign) FILTER (WHERE deleted_at IS NULL AND NOT cancelled AND (payment OR is_completed)), 0) AS firm,
             coalesce(sum(sign * (amount - refunded_amount)) FILTER (WHERE deleted_at IS NULL AND payment AND NOT cancelled), 0) AS earnings
      FROM delta GROUP BY location, time),
    slots AS (
      INSERT INTO booking_counts AS c (location, time, live, firm, earnings)
      SELECT location, time, live, firm, earnings FROM slot_changes
      WHERE live <> 0 OR firm <> 0 OR earnings <> 0
      ORDER BY location, time
      ON CONFLICT (location, time) DO UPDATE SET
        live = c.live + excluded.live, firm = c.firm + excluded.firm, earnings = c.earnings + excluded.earnings
      RETURNING 1),
    day_changes AS (
      SELECT ((coalesce(paid_at, created_at) AT TIME ZONE ''UTC'') + interval ''1 hour'')::date AS day,
             sum(sign * (amount - refunded_amount)) AS amount, sum(sign) AS bookings
      FROM delta
      WHERE deleted_at IS NULL AND payment AND NOT cancelled AND refunded_at IS NULL
      GROUP BY 1),
    days AS (
      INSERT INTO paid_days AS p (day, amount, bookings)
      SELECT day, amount, bookings FROM day_changes
      WHERE amount <> 0 OR bookings <> 0
      ORDER BY day
      ON CONFLICT (day) DO UPDATE SET amount = p.amount + excluded.amount, bookings = p.bookings + excluded.bookings
      RETURNING 1)
    SELECT array_agg(DISTINCT customer_id) FROM (
      SELECT customer_id FROM delta WHERE customer_id IS NOT NULL
      GROUP BY customer_id, id, created_at, first_name, last_name, email, phone, date, amount, payment, cancelled, deleted_at
      HAVING sum(sign) <> 0) changed'
    INTO changed_customers;
  IF changed_customers IS NOT NULL THEN
    PERFORM refresh_customer_summaries(changed_customers);
  END IF;
  RETURN NULL;
END
$$;
