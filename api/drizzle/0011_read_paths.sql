-- The summaries' trigger (migration 0004) in fewer statements, each a round of the
-- executor that a booking pays for (on PGlite about as much as the work itself): the two counters and
-- the customers to refresh in one statement, and the refresh of a customer in three with plans kept
-- for the session (static SQL) instead of five planned at each call. Same results, same locks: the
-- customers' rows locked in id order first, then written; the counters in key order.
-- The stored columns of the customers `ids` (all when null) from their live appointments, as in 0004:
-- every customer with a live booking is written (so their number after is the rows written), the others
-- of `ids` deleted.
CREATE OR REPLACE FUNCTION refresh_customer_summaries(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  before_count integer;
  after_count integer;
  shard integer;
BEGIN
  IF ids IS NULL THEN
    SELECT count(*) INTO before_count FROM (SELECT 1 FROM customers ORDER BY id FOR UPDATE) locked;
    DELETE FROM customers c
    WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.customer_id = c.id AND a.deleted_at IS NULL);
    WITH stored AS (
      INSERT INTO customers AS c (id, first_booking_id, newest_booking_id, newest_created_at, name, email, phone,
                                  bookings, total_paid, last_booking)
      SELECT s.customer_id, s.first_id, n.id, date_trunc('milliseconds', n.created_at), n.first_name || ' ' || n.last_name,
             n.email, n.phone, s.bookings, s.total_paid, s.last_booking
      FROM (
        SELECT a.customer_id,
               count(*)::integer AS bookings,
               coalesce(sum(a.amount) FILTER (WHERE a.payment AND NOT a.cancelled), 0) AS total_paid,
               max(a.date) AS last_booking,
               (array_agg(a.id ORDER BY date_trunc('milliseconds', a.created_at), a.id COLLATE "C"))[1] AS first_id,
               (array_agg(a.id ORDER BY date_trunc('milliseconds', a.created_at) DESC, a.id COLLATE "C" DESC))[1] AS newest_id
        FROM appointments a
        WHERE a.deleted_at IS NULL AND a.customer_id IS NOT NULL
        GROUP BY a.customer_id
      ) s
      JOIN appointments n ON n.id = s.newest_id
      ORDER BY s.customer_id
      ON CONFLICT (id) DO UPDATE SET
        first_booking_id = excluded.first_booking_id, newest_booking_id = excluded.newest_booking_id,
        newest_created_at = excluded.newest_created_at, name = excluded.name, email = excluded.email,
        phone = excluded.phone, bookings = excluded.bookings, total_paid = excluded.total_paid,
        last_booking = excluded.last_booking
      RETURNING 1)
    SELECT count(*) INTO after_count FROM stored;
  ELSE
    SELECT count(*) INTO before_count FROM (SELECT 1 FROM customers WHERE id = ANY (ids) ORDER BY id FOR UPDATE) locked;
    DELETE FROM customers c
    WHERE c.id = ANY (ids)
      AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.customer_id = c.id AND a.deleted_at IS NULL);
    WITH stored AS (
      INSERT INTO customers AS c (id, first_booking_id, newest_booking_id, newest_created_at, name, email, phone,
                                  bookings, total_paid, last_booking)
      SELECT s.customer_id, s.first_id, n.id, date_trunc('milliseconds', n.created_at), n.first_name || ' ' || n.last_name,
             n.email, n.phone, s.bookings, s.total_paid, s.last_booking
      FROM (
        SELECT a.customer_id,
               count(*)::integer AS bookings,
               coalesce(sum(a.amount) FILTER (WHERE a.payment AND NOT a.cancelled), 0) AS total_paid,
               max(a.date) AS last_booking,
               (array_agg(a.id ORDER BY date_trunc('milliseconds', a.created_at), a.id COLLATE "C"))[1] AS first_id,
               (array_agg(a.id ORDER BY date_trunc('milliseconds', a.created_at) DESC, a.id COLLATE "C" DESC))[1] AS newest_id
        FROM appointments a
        WHERE a.deleted_at IS NULL AND a.customer_id = ANY (ids)
        GROUP BY a.customer_id
      ) s
      JOIN appointments n ON n.id = s.newest_id
      ORDER BY s.customer_id
      ON CONFLICT (id) DO UPDATE SET
        first_booking_id = excluded.first_booking_id, newest_booking_id = excluded.newest_booking_id,
        newest_created_at = excluded.newest_created_at, name = excluded.name, email = excluded.email,
        phone = excluded.phone, bookings = excluded.bookings, total_paid = excluded.total_paid,
        last_booking = excluded.last_booking
      RETURNING 1)
    SELECT count(*) INTO after_count FROM stored;
  END IF;
  IF after_count <> before_count THEN
    -- One shard drawn once (in the WHERE clause random() would be drawn again for each row).
    shard := floor(random() * 16)::integer;
    UPDATE customer_count SET customers = customers + (after_count - before_count) WHERE id = shard;
  END IF;
END
$$;
--> statement-breakpoint
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
             coalesce(sum(sign * amount) FILTER (WHERE deleted_at IS NULL AND payment AND NOT cancelled), 0) AS earnings
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
             sum(sign * amount) AS amount, sum(sign) AS bookings
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
