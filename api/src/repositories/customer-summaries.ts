/**
 * Keeps the stored customers equal to `groupCustomers` (domain/customer-groups.ts) over the live
 * appointments, in the transaction of each booking and deletion, and rebuilds every summary from the
 * appointments when asked (docs/DECISIONS.md, customers and summaries kept up to date).
 *
 * Who belongs to whom is written here: `appointments.customer_id` and `customer_keys` (each email and
 * phone key of a live booking, and its customer). Everything computed from a customer's rows (name,
 * counts, money, order) and the counters of the dashboard and reports are kept by the trigger of
 * migration 0004 on `appointments`, so any write to that table keeps them, whoever makes it.
 *
 * Locks, in this order (after the crew-day lock of a booking): the keys of a new booking (advisory, sorted),
 * so two bookings of one new customer take turns and make one customer; then the customers whose
 * grouping changes (advisory, sorted), so a merge and a split of one customer take turns. The trigger
 * locks `customers` rows only at the end of a statement.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, customerKeys } from '../db/schema';
import { customerKeys as keysOf, keyGroups } from '../domain/customer-groups';
import { deletedAppointment, liveAppointment } from './appointment-scopes';
import { advisoryLock } from './locks';
import type { Transaction } from '../db/transaction';

const lockKey = (tx: Transaction, key: string) => advisoryLock(tx, `customer-key|${key}`);
const lockCustomer = (tx: Transaction, id: string) => advisoryLock(tx, `customer|${id}`);

/** A text[] parameter (both drivers take a JS array for it). */
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** The customers owning `keys` now. */
async function ownersOf(tx: Transaction, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .selectDistinct({ customerId: customerKeys.customerId })
    .from(customerKeys)
    .where(inArray(customerKeys.key, [...keys]));
  return rows.map((row) => row.customerId).sort();
}

/** Points `appointmentIds` at the customers given beside them, in one statement. */
async function assignBookings(tx: Transaction, appointmentIds: readonly string[], customerIds: readonly string[]) {
  if (appointmentIds.length === 0) return;
  await tx.execute(sql`
    UPDATE appointments a SET customer_id = m.customer_id
    FROM unnest(${textArray(appointmentIds)}, ${textArray(customerIds)}) AS m(id, customer_id)
    WHERE a.id = m.id AND a.customer_id IS DISTINCT FROM m.customer_id`);
}

/** Stores that each of `keys` belongs to `customerId`. */
async function ownKeys(tx: Transaction, keys: readonly string[], customerId: string): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(customerKeys)
    .values([...keys].sort().map((key) => ({ key, customerId })))
    .onConflictDoUpdate({ target: customerKeys.key, set: { customerId } });
}

/**
 * The customer a new booking with this email and phone belongs to, before it is inserted: an existing
 * one sharing a key, a new one, or (when it bridges several) the one they are merged into. Takes the
 * keys' locks, then the customers'; a customer merged or split while this waited is found again.
 */
export async function customerForNewBooking(
  tx: Transaction,
  booking: { email: string; phone: string },
): Promise<string> {
  const keys = [...new Set(keysOf(booking))].sort();
  for (const key of keys) await lockKey(tx, key);
  const locked = new Set<string>();
  let owners = await ownersOf(tx, keys);
  // Only a transaction holding a customer's lock moves its keys: once every owner is locked, they stay.
  while (owners.some((owner) => !locked.has(owner))) {
    for (const owner of owners) {
      if (locked.has(owner)) continue;
      await lockCustomer(tx, owner);
      locked.add(owner);
    }
    owners = await ownersOf(tx, keys);
  }

  let target = owners[0];
  if (target === undefined) target = randomUUID();
  else if (owners.length > 1) {
    // The merge moves the smaller customers' rows into the largest one.
    const sizes = await tx
      .select({ customerId: appointments.customerId, bookings: sql<number>`count(*)::integer` })
      .from(appointments)
      .where(and(inArray(appointments.customerId, owners), liveAppointment))
      .groupBy(appointments.customerId);
    const largest = [...sizes].sort((a, b) => b.bookings - a.bookings)[0]?.customerId;
    if (largest) target = largest;
    const others = owners.filter((owner) => owner !== target);
    await tx.execute(sql`
      UPDATE appointments SET customer_id = ${target}
      WHERE customer_id = ANY (${textArray(others)}) AND ${liveAppointment}`);
    await tx.execute(
      sql`UPDATE customer_keys SET customer_id = ${target} WHERE customer_id = ANY (${textArray(others)})`,
    );
  }
  await ownKeys(tx, keys, target);
  return target;
}

/**
 * Takes the locks of the customers `customerIds` (sorted), as a deletion does before it touches their
 * rows: for a clean-up that deletes bookings for good and then calls `regroupCustomers` with their
 * customers (read their `customer_id` first, lock, delete, regroup).
 */
export async function lockCustomers(tx: Transaction, customerIds: readonly string[]): Promise<void> {
  for (const customerId of [...new Set(customerIds)].sort()) await lockCustomer(tx, customerId);
}

/**
 * Regroups the customers `customerIds` from their live rows after some left (a deletion): a booking
 * that was the only bridge between others splits its customer. Costs the size of those customers only.
 * The caller holds their locks (`lockCustomerOf`, `lockCustomers`). Also drops the keys of bookings
 * that left, so a later booking does not join a customer through them.
 */
export async function regroupCustomers(tx: Transaction, customerIds: readonly string[]): Promise<void> {
  for (const customerId of [...new Set(customerIds)].sort()) {
    const rows = await tx
      .select({
        id: appointments.id,
        createdAt: appointments.createdAt,
        email: appointments.email,
        phone: appointments.phone,
      })
      .from(appointments)
      .where(and(eq(appointments.customerId, customerId), liveAppointment))
      .orderBy(asc(appointments.createdAt), asc(appointments.id));
    const groups = keyGroups(rows);
    // The group holding the oldest booking keeps the customer's row; the others are new customers.
    const owners = groups.map((_, position) => (position === 0 ? customerId : randomUUID()));
    const moved = groups.slice(1).flatMap((indexes, position) =>
      indexes.map((index) => ({
        id: (rows[index] as (typeof rows)[number]).id,
        customerId: owners[position + 1] as string,
      })),
    );
    await assignBookings(
      tx,
      moved.map((row) => row.id),
      moved.map((row) => row.customerId),
    );
    await tx.delete(customerKeys).where(eq(customerKeys.customerId, customerId));
    for (const [position, indexes] of groups.entries()) {
      const keys = new Set(indexes.flatMap((index) => keysOf(rows[index] as (typeof rows)[number])));
      await ownKeys(tx, [...keys], owners[position] as string);
    }
  }
}

/**
 * Takes the lock of the customer appointment `id` belongs to, then its live rows' locks (in id order),
 * and answers that customer (null when the appointment has none or does not exist). A merge may move
 * the row while this waits: then again. The rows come before any `customers` row this transaction
 * touches, as in a payment (row, then its customer's summary), so a regrouping and a payment of one
 * customer cannot wait on each other in a circle.
 */
export async function lockCustomerOf(tx: Transaction, id: string): Promise<string | null> {
  const locked = new Set<string>();
  for (;;) {
    const [row] = await tx
      .select({ customerId: appointments.customerId })
      .from(appointments)
      .where(and(eq(appointments.id, id), liveAppointment));
    const customerId = row?.customerId ?? null;
    if (customerId === null) return null;
    if (locked.has(customerId)) {
      await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.customerId, customerId), liveAppointment))
        .orderBy(asc(appointments.id))
        .for('update');
      return customerId;
    }
    await lockCustomer(tx, customerId);
    locked.add(customerId);
  }
}

/** Rows per statement of the rebuild: bounded memory per round trip. */
const REBUILD_BATCH = 50_000;

interface BookingKeys {
  id: string;
  email: string;
  phone: string;
  customer_id: string | null;
}

/** The rows of a query (both drivers answer `{ rows }`). */
export async function rowsOf<T>(reader: Transaction | Database, query: SQL): Promise<T[]> {
  const result = await reader.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * The stored id of a group at a rebuild: the id its rows already share when they all have the same one
 * (a second rebuild, or a bulk insert that wrote consistent ids, rewrites no row), else its smallest
 * booking id; a fresh one when another group has that id already.
 */
function idOfGroup(rows: readonly BookingKeys[], taken: ReadonlySet<string>): string {
  const [first, ...others] = rows;
  if (!first) throw new Error('A group has at least one booking');
  const shared = first.customer_id;
  if (shared !== null && !taken.has(shared) && others.every((row) => row.customer_id === shared)) return shared;
  const smallest = others.reduce((id, row) => (row.id < id ? row.id : id), first.id);
  return taken.has(smallest) ? randomUUID() : smallest;
}

/**
 * Recomputes every summary from all the appointments: the grouping (customer ids, keys), the customers,
 * the counters of the dashboard and reports. Set-based SQL but for the grouping, a union-find over the
 * live rows' email and phone (the one of `groupCustomers`). For a database filled by bulk SQL, and for
 * one that predates the summaries (prepareDatabase). Holds off every write to appointments meanwhile.
 */
export async function rebuildCustomerSummaries(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE appointments IN SHARE ROW EXCLUSIVE MODE`);
    await tx.execute(sql`SELECT set_config('clean.rebuilding_summaries', 'on', true)`);

    // Keyset batches by id (the primary key); plain rows, as the driver gives them.
    const rows: BookingKeys[] = [];
    for (;;) {
      const after = rows[rows.length - 1]?.id;
      const batch = await rowsOf<BookingKeys>(
        tx,
        sql`SELECT id, email, phone, customer_id FROM appointments
            WHERE ${liveAppointment} ${after === undefined ? sql`` : sql`AND id > ${after}`}
            ORDER BY id LIMIT ${REBUILD_BATCH}`,
      );
      rows.push(...batch);
      if (batch.length < REBUILD_BATCH) break;
    }

    const customerOf: string[] = new Array<string>(rows.length);
    const keys = new Map<string, string>();
    const taken = new Set<string>();
    for (const indexes of keyGroups(rows)) {
      const customerId = idOfGroup(
        indexes.map((index) => rows[index] as BookingKeys),
        taken,
      );
      taken.add(customerId);
      for (const index of indexes) {
        const row = rows[index] as BookingKeys;
        customerOf[index] = customerId;
        for (const key of keysOf(row)) keys.set(key, customerId);
      }
    }

    await tx.execute(
      sql`UPDATE appointments SET customer_id = NULL WHERE ${deletedAppointment} AND customer_id IS NOT NULL`,
    );
    // Rewriting a row is the dear part: only the rows whose customer changed.
    const changed = rows.flatMap((row, index) =>
      row.customer_id === customerOf[index] ? [] : [{ id: row.id, customerId: customerOf[index] as string }],
    );
    for (let start = 0; start < changed.length; start += REBUILD_BATCH) {
      const slice = changed.slice(start, start + REBUILD_BATCH);
      await assignBookings(
        tx,
        slice.map((row) => row.id),
        slice.map((row) => row.customerId),
      );
    }

    await tx.execute(sql`TRUNCATE customers, customer_keys`);
    const keyList = [...keys.entries()];
    for (let start = 0; start < keyList.length; start += REBUILD_BATCH) {
      const slice = keyList.slice(start, start + REBUILD_BATCH);
      await tx.execute(sql`
        INSERT INTO customer_keys (key, customer_id)
        SELECT * FROM unnest(${textArray(slice.map(([key]) => key))}, ${textArray(slice.map(([, id]) => id))})`);
    }
    await recountSummaries(tx);
    // Fresh statistics, so the planner reads the new rows through their indexes at once.
    await tx.execute(sql`ANALYZE appointments, customers, customer_keys`);
  });
  // The customers list skips rows on its index alone once the table's pages are marked all-visible.
  await db.execute(sql`VACUUM customers`);
}

/**
 * Recomputes from the live appointments everything the trigger of migration 0004 keeps but the
 * grouping itself: the customers (from `appointments.customer_id`, which must be right), their count,
 * and the counters of the dashboard and reports. Set-based SQL, for a transaction that wrote rows with
 * the trigger off (`clean.rebuilding_summaries`): the rebuild, and the volume seed into an empty table.
 */
export async function recountSummaries(tx: Pick<Transaction, 'execute'>): Promise<void> {
  await tx.execute(sql`TRUNCATE customers, booking_counts, paid_days`);
  await tx.execute(sql`SELECT refresh_customer_summaries(NULL)`);
  await tx.execute(sql`
      UPDATE customer_count SET customers = CASE WHEN id = 0 THEN (SELECT count(*) FROM customers) ELSE 0 END`);
  // The same sums as the trigger (migrations 0004, 0013) adds up row by row: refunds count out.
  await tx.execute(sql`
      INSERT INTO booking_counts (location, time, live, firm, earnings)
      SELECT location, time, count(*),
             count(*) FILTER (WHERE NOT cancelled AND (payment OR is_completed)),
             coalesce(sum(amount - refunded_amount) FILTER (WHERE payment AND NOT cancelled), 0)
      FROM appointments WHERE ${liveAppointment}
      GROUP BY location, time`);
  await tx.execute(sql`
      INSERT INTO paid_days (day, amount, bookings)
      SELECT ((coalesce(paid_at, created_at) AT TIME ZONE 'UTC') + interval '1 hour')::date, sum(amount - refunded_amount), count(*)
      FROM appointments
      WHERE ${liveAppointment} AND payment AND NOT cancelled AND refunded_at IS NULL
      GROUP BY 1`);
}

/** Whether live appointments are not yet grouped (a database from before the summaries, or bulk inserts). */
export async function summariesMissing(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(liveAppointment, isNull(appointments.customerId)))
    .limit(1);
  return row !== undefined;
}
