-- Customers kept up to date instead of regrouped per request, and the dashboard's and the
-- reports' counts and sums kept as bookings change (docs/DECISIONS.md, customers and summaries kept up to
-- date). The grouping (appointments.customer_id, customer_keys) is written by the booking and deletion
-- transactions; every other summary is kept by the trigger at the end of this file. Existing databases are
-- filled at start (prepareDatabase: rebuildCustomerSummaries).
CREATE TABLE "booking_counts" (
	"location" text NOT NULL,
	"time" text NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	"firm" integer DEFAULT 0 NOT NULL,
	"earnings" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "booking_counts_location_time_pk" PRIMARY KEY("location","time")
);
--> statement-breakpoint
CREATE TABLE "customer_count" (
	"id" integer PRIMARY KEY NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"first_booking_id" text NOT NULL,
	"newest_booking_id" text COLLATE "C" NOT NULL,
	"newest_created_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"bookings" integer NOT NULL,
	"total_paid" numeric DEFAULT '0' NOT NULL,
	"last_booking" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paid_days" (
	"day" date PRIMARY KEY NOT NULL,
	"amount" numeric DEFAULT '0' NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_id" text;--> statement-breakpoint
CREATE INDEX "customer_keys_customer_idx" ON "customer_keys" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customers_first_booking_idx" ON "customers" USING btree ("first_booking_id");--> statement-breakpoint
CREATE INDEX "customers_list_idx" ON "customers" USING btree ("last_booking" DESC NULLS LAST,"newest_created_at" DESC NULLS LAST,"newest_booking_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_customer_idx" ON "appointments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "appointments_running_hold_idx" ON "appointments" USING btree ("hold_expires_at") WHERE "appointments"."payment" = false AND "appointments"."cancelled" = false AND "appointments"."is_completed" = false AND "appointments"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "appointments_paid_at_idx" ON "appointments" USING btree (coalesce("paid_at", "created_at")) WHERE "appointments"."payment" = true AND "appointments"."cancelled" = false AND "appointments"."deleted_at" IS NULL;--> statement-breakpoint
-- Sixteen rows whose sum is the count: a new customer adds to a random one, so bookings of new
-- customers do not all wait on one row until they commit.
INSERT INTO "customer_count" ("id", "customers") SELECT g, 0 FROM generate_series(0, 15) AS g;
--> statement-breakpoint
-- The stored columns of the customers `ids` (all when null) from their live appointments: the customer
-- summary of domain/customer-groups.ts (toCustomer). Customers left without a live booking go.
-- Oldest and newest as domain/customer-groups.ts orders bookings: creation time to the millisecond (what
-- a JS Date holds), then the id by code point (COLLATE "C", as JS compares strings); newest_booking_id
-- sorts the same way in the list's index.
CREATE FUNCTION refresh_customer_summaries(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  -- Dynamic SQL, planned for each call: one list of customers reads them through the customer_id index.
  only_ids text := CASE WHEN ids IS NULL THEN 'true' ELSE '%s = ANY ($1)' END;
  before_count integer;
  after_count integer;
  shard integer;
BEGIN
  EXECUTE 'SELECT count(*) FROM customers WHERE ' || format(only_ids, 'id') INTO before_count USING ids;
  -- Row locks in one order, so two transactions refreshing the same customers cannot deadlock.
  EXECUTE 'SELECT count(*) FROM (SELECT 1 FROM customers WHERE ' || format(only_ids, 'id') || ' ORDER BY id FOR UPDATE) l'
    USING ids;
  EXECUTE 'DELETE FROM customers c WHERE ' || format(only_ids, 'c.id') || '
    AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.customer_id = c.id AND a.deleted_at IS NULL)' USING ids;
  EXECUTE 'INSERT INTO customers AS c (id, first_booking_id, newest_booking_id, newest_created_at, name, email, phone,
                              bookings, total_paid, last_booking)
  SELECT s.customer_id, s.first_id, n.id, date_trunc(''milliseconds'', n.created_at), n.first_name || '' '' || n.last_name, n.email, n.phone,
         s.bookings, s.total_paid, s.last_booking
  FROM (
    SELECT a.customer_id,
           count(*)::integer AS bookings,
           coalesce(sum(a.amount) FILTER (WHERE a.payment AND NOT a.cancelled), 0) AS total_paid,
           max(a.date) AS last_booking,
           (array_agg(a.id ORDER BY date_trunc(''milliseconds'', a.created_at), a.id COLLATE "C"))[1] AS first_id,
           (array_agg(a.id ORDER BY date_trunc(''milliseconds'', a.created_at) DESC, a.id COLLATE "C" DESC))[1] AS newest_id
    FROM appointments a
    WHERE a.deleted_at IS NULL AND a.customer_id IS NOT NULL AND ' || format(only_ids, 'a.customer_id') || '
    GROUP BY a.customer_id
  ) s
  JOIN appointments n ON n.id = s.newest_id
  ORDER BY s.customer_id
  ON CONFLICT (id) DO UPDATE SET
    first_booking_id = excluded.first_booking_id,
    newest_booking_id = excluded.newest_booking_id,
    newest_created_at = excluded.newest_created_at,
    name = excluded.name,
    email = excluded.email,
    phone = excluded.phone,
    bookings = excluded.bookings,
    total_paid = excluded.total_paid,
    last_booking = excluded.last_booking' USING ids;
  EXECUTE 'SELECT count(*) FROM customers WHERE ' || format(only_ids, 'id') INTO after_count USING ids;
  IF after_count <> before_count THEN
    shard := floor(random() * 16)::integer;
    UPDATE customer_count SET customers = customers + (after_count - before_count) WHERE id = shard;
  END IF;
END
$$;
--> statement-breakpoint
-- After each statement on appointments, adds what its rows changed (new rows minus old rows) to the
-- counters, and refreshes the customers whose rows changed. Set-based over the statement's transition
-- tables, so a bulk insert costs one pass. rebuildCustomerSummaries turns it off while it recounts all.
CREATE FUNCTION appointments_keep_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- Rows whose counted columns did not change cancel out and lock nothing (e.g. a longer hold).
  EXECUTE 'WITH delta AS (' || delta || '), changes AS (
      SELECT location, time,
             coalesce(sum(sign) FILTER (WHERE deleted_at IS NULL), 0) AS live,
             coalesce(sum(sign) FILTER (WHERE deleted_at IS NULL AND NOT cancelled AND (payment OR is_completed)), 0) AS firm,
             coalesce(sum(sign * amount) FILTER (WHERE deleted_at IS NULL AND payment AND NOT cancelled), 0) AS earnings
      FROM delta GROUP BY location, time)
    INSERT INTO booking_counts AS c (location, time, live, firm, earnings)
    SELECT location, time, live, firm, earnings FROM changes
    WHERE live <> 0 OR firm <> 0 OR earnings <> 0
    ORDER BY location, time
    ON CONFLICT (location, time) DO UPDATE SET
      live = c.live + excluded.live, firm = c.firm + excluded.firm, earnings = c.earnings + excluded.earnings';
  -- The Lagos day of the payment (Lagos is UTC+1 all year), as the weekly earnings report counts it.
  EXECUTE 'WITH delta AS (' || delta || '), changes AS (
      SELECT ((coalesce(paid_at, created_at) AT TIME ZONE ''UTC'') + interval ''1 hour'')::date AS day,
             sum(sign * amount) AS amount, sum(sign) AS bookings
      FROM delta
      WHERE deleted_at IS NULL AND payment AND NOT cancelled AND refunded_at IS NULL
      GROUP BY 1)
    INSERT INTO paid_days AS p (day, amount, bookings)
    SELECT day, amount, bookings FROM changes
    WHERE amount <> 0 OR bookings <> 0
    ORDER BY day
    ON CONFLICT (day) DO UPDATE SET amount = p.amount + excluded.amount, bookings = p.bookings + excluded.bookings';
  EXECUTE 'WITH delta AS (' || delta || ')
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
--> statement-breakpoint
CREATE TRIGGER appointments_summaries_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_summaries();
--> statement-breakpoint
CREATE TRIGGER appointments_summaries_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_summaries();
--> statement-breakpoint
CREATE TRIGGER appointments_summaries_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_summaries();
--> statement-breakpoint
-- Emptying the appointments empties what is made of them.
CREATE FUNCTION appointments_clear_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE customers, customer_keys, booking_counts, paid_days;
  UPDATE customer_count SET customers = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_summaries_truncate AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_clear_summaries();
