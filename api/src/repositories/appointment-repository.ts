import { randomUUID } from 'node:crypto';
import type { AppointmentFilterValues, AttentionReason, FieldIssue } from '@clean/shared/schemas';
import { and, desc, eq, getTableColumns, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, bookingCounts, crews, customerCount } from '../db/schema';
import { newPaymentReference } from '../security/ids';
import { travelMinutesAt, type OpeningRules } from '../domain/availability';
import { refusalOf, type CrewCalendar } from '../domain/crew-time';
import { askOf, crewForSlot, lockCrewDay, readCrewCalendar } from './crew-assignment';
import { countMatching } from './appointment-counts';
import {
  afterAtLevel,
  keysAsText,
  matchingFilters,
  orderBy,
  orderKeys,
  orderOf,
  reversed,
  type OrderKey,
} from './appointment-filters';
import {
  deletedAppointment,
  holdsCrew,
  isUnpaid,
  liveAppointment,
  notCancelled,
  runningHold,
} from './appointment-scopes';
import type { RulesSource } from './availability-repository';
import { customerForNewBooking, lockCustomerOf, regroupCustomers } from './customer-summaries';
import { advisoryLock, shareRules } from './locks';
import type { Transaction } from '../db/transaction';

export type AppointmentRow = typeof appointments.$inferSelect;
/** A booking to store; its job's length is always its service's (never the column's default). */
export type NewAppointment = Required<Pick<typeof appointments.$inferInsert, 'durationMinutes'>> & NewAppointmentFields;
type NewAppointmentFields = Omit<
  typeof appointments.$inferInsert,
  | 'id'
  | 'reference'
  | 'createdAt'
  | 'payment'
  | 'paidAt'
  | 'needsAttention'
  | 'attentionReason'
  | 'deletedAt'
  | 'customerId'
>;

/** The appointment `id`, unless deleted. */
const byId = (id: string): SQL | undefined => and(eq(appointments.id, id), liveAppointment);

/** Thrown in `lockAppointment`'s savepoint when the row moved before its lock: undoes that try's locks. */
class MovedMeanwhile extends Error {}

/**
 * An appointment's row under its crew-day lock (taken as a booking takes it) and then its own row lock;
 * undefined when there is no such appointment.
 *
 * Slot locks come before row locks everywhere (locks.ts). A row moved meanwhile (a rebooking, or the
 * customer's reschedule, which holds both slots' locks until it commits) sits in a slot whose lock this
 * transaction does not hold; taking it now, behind the row lock, deadlocked with a second move of the
 * booking that held that slot and waited for the row. So each try runs in a savepoint: a row found
 * moved rolls the try back (its slot and row locks released) and the next try locks the new slot first.
 * A booking moves a bounded number of times, and each try waits for the move it saw to commit.
 */
async function lockAppointment(tx: Transaction, id: string): Promise<AppointmentRow | undefined> {
  for (;;) {
    const [seen] = await tx.select().from(appointments).where(byId(id));
    if (!seen) return undefined;
    try {
      return await tx.transaction(async (attempt) => {
        await lockCrewDay(attempt, seen);
        const [row] = await attempt.select().from(appointments).where(byId(id)).for('update');
        if (row && (row.date !== seen.date || row.time !== seen.time || row.location !== seen.location)) {
          throw new MovedMeanwhile();
        }
        return row;
      });
    } catch (error) {
      if (!(error instanceof MovedMeanwhile)) throw error;
    }
  }
}

/**
 * A verified payment for a deleted appointment: recorded on its row and flagged 'deleted' for the
 * company, as one for a cancelled booking is (it takes no crew: a deleted booking holds none).
 */
async function markDeletedPaid(tx: Transaction, id: string, now: Date): Promise<PaidResult> {
  const deleted = and(eq(appointments.id, id), deletedAppointment);
  const [row] = await tx.select().from(appointments).where(deleted).for('update');
  if (!row) return { outcome: 'not-found' };
  if (row.payment) return { outcome: 'already-paid', row };
  const reason: AttentionReason = 'deleted';
  const [flagged] = await tx
    .update(appointments)
    .set({ payment: true, paidAt: now, needsAttention: true, attentionReason: reason })
    .where(and(deleted, isUnpaid))
    .returning();
  if (!flagged) throw new Error('The appointment changed under its row lock');
  return { outcome: 'needs-attention', reason, row: flagged };
}

/**
 * Booking a crew: a new row, a row made earlier with the same idempotency key, a full slot, or a slot
 * the rules in force no longer offer (`issues` from the caller's check).
 */
export type SlotResult =
  | { kind: 'created'; row: AppointmentRow }
  | { kind: 'existing'; row: AppointmentRow }
  | { kind: 'full' }
  | { kind: 'refused'; issues: FieldIssue[] }
  | SlotGateRefusal;

/** Why the rules in force refuse a slot (e.g. `slotProblems`); none by default. */
export type SlotCheck = (rules: OpeningRules) => FieldIssue[];

/** The customer already has as many unpaid holds as allowed; `reference`: the one they may be shown. */
export type SlotGateRefusal = { kind: 'capped'; reference: string | null };

/** A check in the booking's transaction before the slot is taken (the cap on unpaid holds); none by default. */
export type SlotGate = (tx: Transaction) => Promise<SlotGateRefusal | null>;

/**
 * Recording a verified payment: `paid` (within its hold), `revived` (hold ran out, a crew was still
 * free), `needs-attention` (paid, but the slot filled up or the booking was cancelled), `already-paid`.
 */
export type PaidResult =
  | { outcome: 'paid' | 'revived' | 'already-paid'; row: AppointmentRow }
  | { outcome: 'needs-attention'; reason: AttentionReason; row: AppointmentRow }
  | { outcome: 'not-found' };

/**
 * Sending a crew to a booking: `done`; the booking holds no crew (cancelled, or an unpaid hold that
 * ran out); the crew is no active crew of its location; it does not work then (its days, hours or
 * time off); or another of its jobs is too close (`reference`: that booking's).
 */
export type CrewAssignment =
  | { outcome: 'done'; before: AppointmentRow; row: AppointmentRow }
  | { outcome: 'not-found' | 'holds-none' | 'not-here' | 'off' }
  | { outcome: 'busy'; reference: string };

/** Extending the hold of an unpaid booking (bank transfer pending). */
export type HoldResult =
  | { outcome: 'extended' | 'paid' | 'cancelled' | 'used' | 'too-late'; row: AppointmentRow }
  | { outcome: 'slot-taken' | 'not-found' };

/** The columns the customers grouping reads (services/customer-groups.ts). */
export const customerBookingColumns = {
  id: appointments.id,
  createdAt: appointments.createdAt,
  firstName: appointments.firstName,
  lastName: appointments.lastName,
  email: appointments.email,
  phone: appointments.phone,
  date: appointments.date,
  amount: appointments.amount,
  payment: appointments.payment,
  cancelled: appointments.cancelled,
};

/** Newest first: creation time, then id, so appointments made at the same instant keep one order. */
const NEWEST_FIRST = [desc(appointments.createdAt), desc(appointments.id)];
const NEWEST_FIRST_KEYS = orderKeys({ sort: 'created', order: 'desc' });

/** Where a keyset page starts: right after, or right before, the appointment `id` in the list's order. */
export interface PageAnchor {
  side: 'after' | 'before';
  id: string;
}

/** The filters and order of a list, and the clock that decides which unpaid bookings have expired. */
export interface ListQuery {
  filters: AppointmentFilterValues;
  now: Date;
}

/** Where the export's next batch starts: the order keys of the last row read, as the database wrote them. */
export type ExportCursor = readonly string[];

/** An exported appointment: its row and the name of the crew it names (null: none). */
export type ExportRow = AppointmentRow & { crewName: string | null };

/** One batch of the export: its rows, and the cursor after its last row (null when there was none). */
export interface ExportBatch {
  rows: ExportRow[];
  cursor: ExportCursor | null;
}

export type StatusChange = 'cancel' | 'complete';
export type StatusChangeResult = 'changed' | 'not-found' | 'already-cancelled' | 'already-completed';

/**
 * Bookings. Reads run on the database; every write takes the transaction of the service that owns the
 * change (db/transaction.ts), which tells the change feed once it committed.
 */
export function createAppointmentRepository(db: Database, rules: RulesSource) {
  /**
   * The rules of `date`, read after taking the rules lock shared (see `shareRules`): what they say
   * cannot change before this transaction ends.
   */
  const rulesOn = async (tx: Transaction, date: string): Promise<OpeningRules> => {
    await shareRules(tx);
    return rules.read(tx, date, date);
  };

  return {
    /**
     * The active crews (of `location`, or all) and the jobs they hold between two dates (inclusive):
     * paid bookings, and unpaid ones still within their hold.
     */
    crewCalendar(from: string, to: string, now: Date, location?: string): Promise<CrewCalendar> {
      return readCrewCalendar(db, { from, to, now, location });
    },

    /** When the next running hold ends (a crew comes free by itself then), or null. */
    async nextHoldExpiry(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ next: min(appointments.holdExpiresAt) })
        .from(appointments)
        .where(runningHold(now));
      return row?.next ?? null;
    },

    /**
     * Books a crew for a job, atomically: a transaction-scoped advisory lock on the location's crews
     * that date (`lockCrewDay`) makes concurrent bookings there take turns, across every API process on
     * the same database; each then reads the crews' jobs that day (paid, or unpaid within their hold)
     * and inserts only with a crew free for the whole job and the travel time around it. With an idempotency key, a lock on the key comes first, so concurrent repeats
     * of one request take turns too and all but the first find its row (`existing`). The crews are the
     * location's under the rules in force, read under the rules lock, and `check` sees those rules.
     * `gate` runs after the idempotency check (a repeat still answers its booking) and before the rules.
     */
    async createInSlot(
      tx: Transaction,
      values: NewAppointment,
      now: Date,
      check: SlotCheck = () => [],
      gate: SlotGate = async () => null,
    ): Promise<SlotResult> {
      const { idempotencyKey } = values;
      if (idempotencyKey) {
        await advisoryLock(tx, `booking|${idempotencyKey}`);
        const [existing] = await tx
          .select()
          .from(appointments)
          .where(and(eq(appointments.idempotencyKey, idempotencyKey), liveAppointment));
        if (existing) return { kind: 'existing', row: existing };
      }
      const refused = await gate(tx);
      if (refused) return refused;
      const inForce = await rulesOn(tx, values.date);
      const issues = check(inForce);
      if (issues.length > 0) return { kind: 'refused', issues };
      await lockCrewDay(tx, values);
      const crewId = await crewForSlot(tx, inForce, values, now);
      if (crewId === null) return { kind: 'full' };
      const customerId = await customerForNewBooking(tx, values);
      const [created] = await tx
        .insert(appointments)
        .values({ ...values, id: randomUUID(), reference: newPaymentReference(), customerId, crewId })
        .returning();
      if (!created) throw new Error('The insert returned no row');
      return { kind: 'created', row: created };
    },

    /** The booking made with an idempotency key (keys are unique). */
    async findByIdempotencyKey(key: string): Promise<AppointmentRow | null> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.idempotencyKey, key), liveAppointment));
      return row ?? null;
    },

    async findById(id: string): Promise<AppointmentRow | null> {
      const [row] = await db.select().from(appointments).where(byId(id));
      return row ?? null;
    },

    /** The appointment of an id, deleted or not (its details stay readable for the record). */
    async findByIdWithDeleted(id: string): Promise<AppointmentRow | null> {
      const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
      return row ?? null;
    },

    /** The appointment a payment names, deleted or not: a payment is recorded either way (`markPaid`). */
    async findForPayment(by: { id: string } | { reference: string }): Promise<AppointmentRow | null> {
      const where = 'id' in by ? eq(appointments.id, by.id) : eq(appointments.reference, by.reference);
      const [row] = await db.select().from(appointments).where(where);
      return row ?? null;
    },

    /** The appointment a payment reference was issued for (references are unique). */
    async findByReference(reference: string): Promise<AppointmentRow | null> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.reference, reference), liveAppointment));
      return row ?? null;
    },

    /** The `limit` newest appointments. */
    async latest(limit: number): Promise<AppointmentRow[]> {
      return db
        .select()
        .from(appointments)
        .where(liveAppointment)
        .orderBy(...NEWEST_FIRST)
        .limit(limit);
    },

    /**
     * `limit` rows from `offset` and how many rows there are in all, newest first or as `query` filters
     * and orders them: one snapshot (repeatable read), so the total and the rows agree while bookings
     * arrive. With `from`, the `limit` rows right after (or before) the appointment `from.id` in that
     * order instead, read from its keys along the order's index (keyset paging: the cost of a page no
     * longer grows with its depth); `offset` is the fallback when that appointment is gone.
     */
    async page(
      offset: number,
      limit: number,
      query?: ListQuery,
      from?: PageAnchor,
    ): Promise<{ rows: AppointmentRow[]; total: number }> {
      const where = query ? matchingFilters(query.filters, query.now) : liveAppointment;
      const keys = query ? orderKeys(query.filters) : NEWEST_FIRST_KEYS;
      return db.transaction(
        async (tx) => {
          const pageIds = async (order: readonly OrderKey[], condition: SQL | undefined, max: number, skip = 0) =>
            (
              await tx
                .select({ id: appointments.id })
                .from(appointments)
                .where(and(where, condition))
                .orderBy(...orderBy(order))
                .limit(max)
                .offset(skip)
            ).map((row) => row.id);
          // The anchor's keys as they are now (a deleted row keeps its place in the order).
          const [anchor] = from
            ? await tx
                .select({ keys: keysAsText(keys) })
                .from(appointments)
                .where(eq(appointments.id, from.id))
            : [];
          let ids: string[];
          if (from && anchor) {
            // Rows after the anchor, read backwards for `before`: one short range per level of the order.
            const order = from.side === 'after' ? keys : reversed(keys);
            ids = [];
            for (let level = order.length - 1; level >= 0 && ids.length < limit; level--)
              ids.push(...(await pageIds(order, afterAtLevel(order, anchor.keys, level), limit - ids.length)));
            if (from.side === 'before') ids.reverse();
          } else {
            // The page's ids first: read off the index of the order, the rows skipped by `offset` cost an
            // index entry each rather than a whole row; then the page's rows themselves.
            ids = await pageIds(keys, undefined, limit, offset);
          }
          const found =
            ids.length === 0 ? [] : await tx.select().from(appointments).where(inArray(appointments.id, ids));
          const byId = new Map(found.map((row) => [row.id, row]));
          const rows = ids.flatMap((id) => byId.get(id) ?? []);
          const total = await countMatching(tx, query?.filters ?? {}, query?.now ?? new Date());
          return { rows, total };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * The next `limit` appointments the filters select, in their order, after `cursor` (from the first
     * when null): the CSV export reads the list in such batches (keyset paging), each a short query on
     * the order's index, so other requests run between them and nothing holds the whole list.
     */
    async exportBatch(query: ListQuery, cursor: ExportCursor | null, limit: number): Promise<ExportBatch> {
      const keys = orderKeys(query.filters);
      const read = (after: SQL | undefined, max: number) =>
        db
          .select({ row: getTableColumns(appointments), crewName: crews.name, keys: keysAsText(keys) })
          .from(appointments)
          .leftJoin(crews, eq(crews.id, appointments.crewId))
          .where(and(matchingFilters(query.filters, query.now), after))
          .orderBy(...orderOf(query.filters))
          .limit(max);
      const found: { row: AppointmentRow; crewName: string | null; keys: string[] }[] = [];
      if (cursor === null) found.push(...(await read(undefined, limit)));
      for (let level = keys.length - 1; cursor !== null && level >= 0 && found.length < limit; level--) {
        found.push(...(await read(afterAtLevel(keys, cursor, level), limit - found.length)));
      }
      const last = found.at(-1);
      return {
        rows: found.map((entry) => ({ ...entry.row, crewName: entry.crewName })),
        cursor: last ? last.keys : null,
      };
    },

    /**
     * Deletes an appointment in any state, softly: the row stays (a paid one is a record of money
     * received) with `deletedAt` set, and from then on is hidden everywhere and frees its crew.
     * The deleted row; undefined when there is no such appointment (or it was deleted already).
     */
    async remove(tx: Transaction, id: string, now: Date): Promise<AppointmentRow | undefined> {
      const customerId = await lockCustomerOf(tx, id);
      const [row] = await tx.update(appointments).set({ deletedAt: now, customerId: null }).where(byId(id)).returning();
      // It may have been the only booking joining two others of its customer.
      if (row && customerId !== null) await regroupCustomers(tx, [customerId]);
      return row;
    },

    /**
     * Cancels or completes an appointment only while it is neither (docs/PRODUCT.md, Admin console), in
     * one statement.
     * Cancelling a paid appointment flags it: the company owes a refund (the same flag a payment that
     * arrives after a cancel sets, so a cancel and a payment in either order both end flagged).
     * The changed row, or why nothing changed.
     */
    async changeStatus(
      tx: Transaction,
      id: string,
      change: StatusChange,
    ): Promise<{ outcome: 'changed'; row: AppointmentRow } | { outcome: Exclude<StatusChangeResult, 'changed'> }> {
      const cancelReason: AttentionReason = 'cancelled';
      const [row] = await tx
        .update(appointments)
        .set(
          change === 'cancel'
            ? {
                cancelled: true,
                needsAttention: sql`${appointments.needsAttention} OR ${appointments.payment}`,
                attentionReason: sql`CASE WHEN ${appointments.payment} THEN coalesce(${appointments.attentionReason}, ${cancelReason}) ELSE ${appointments.attentionReason} END`,
              }
            : { isCompleted: true },
        )
        .where(and(byId(id), eq(appointments.cancelled, false), eq(appointments.isCompleted, false)))
        .returning();
      if (row) return { outcome: 'changed', row };
      const [current] = await tx.select().from(appointments).where(byId(id));
      if (!current) return { outcome: 'not-found' };
      return { outcome: current.cancelled ? 'already-cancelled' : 'already-completed' };
    },

    /**
     * Records a payment the provider verified; a payment is never dropped. Under the crew-day lock (as a
     * booking takes it) and the row's lock (a concurrent cancel waits, or is seen):
     * - within its hold (or already completed): paid, unless the rules in force no longer give its slot
     *   a crew for it (its day closed, its hour removed, fewer crews): then paid and flagged `slot-taken`;
     * - hold ran out: paid again if a crew of the slot is still free (`revived`), else paid and flagged
     *   `slot-taken`;
     * - cancelled: paid and flagged `cancelled`;
     * - deleted: paid and flagged `deleted` (the row stays deleted).
     * Each UPDATE is conditional on the state it was decided on (`payment = false`, `cancelled = ...`),
     * so no interleaving can mark a cancelled booking paid without its flag.
     */
    async markPaid(tx: Transaction, id: string, now: Date): Promise<PaidResult> {
      await shareRules(tx);
      const row = await lockAppointment(tx, id);
      if (!row) return markDeletedPaid(tx, id, now);
      if (row.payment) return { outcome: 'already-paid', row };

      const paid = { payment: true, paidAt: now };
      const unpaidAnd = (cancelled: boolean) => and(byId(id), isUnpaid, eq(appointments.cancelled, cancelled));
      const flag = async (reason: AttentionReason, cancelled: boolean): Promise<PaidResult> => {
        const [flagged] = await tx
          .update(appointments)
          .set({ ...paid, needsAttention: true, attentionReason: reason })
          .where(unpaidAnd(cancelled))
          .returning();
        if (!flagged) throw new Error('The appointment changed under its row lock');
        return { outcome: 'needs-attention', reason, row: flagged };
      };

      if (row.cancelled) return flag('cancelled', true);
      const held = row.isCompleted || row.holdExpiresAt > now;
      // Under unchanged rules a booking within its hold always finds its crew; this also counts it
      // after the rules changed while it waited for its payment.
      const crewId = row.isCompleted
        ? row.crewId
        : await crewForSlot(tx, await rules.read(tx, row.date, row.date), row, now, row);
      if (crewId === null && !row.isCompleted) return flag('slot-taken', false);
      // The customer paid the visit their saved card could not: the flag has done its work.
      const settled = row.attentionReason === 'charge-failed' ? { needsAttention: false, attentionReason: null } : {};
      const [updated] = await tx
        .update(appointments)
        .set({ ...paid, ...settled, crewId })
        .where(unpaidAnd(false))
        .returning();
      if (!updated) throw new Error('The appointment changed under its row lock');
      return { outcome: held ? 'paid' : 'revived', row: updated };
    },

    /** A plan's unpaid visit whose saved card was refused twice: flagged for the admins (needs attention). */
    async flagChargeFailed(tx: Transaction, id: string): Promise<void> {
      const reason: AttentionReason = 'charge-failed';
      await tx
        .update(appointments)
        .set({ needsAttention: true, attentionReason: reason })
        .where(and(byId(id), isUnpaid, notCancelled));
    },

    /**
     * Holds the crew of an unpaid booking until at least `untilOf(row)` (a bank transfer is pending),
     * and notes when (`transferHeldAt`); `untilOf` may say why not ('used', 'too-late'). A hold that
     * ran out is taken again only while a crew is free (`slot-taken` otherwise), as is one whose slot
     * the rules in force no longer give a crew for it; a hold is never shortened.
     */
    async extendHold(
      tx: Transaction,
      id: string,
      now: Date,
      untilOf: (row: AppointmentRow) => Date | 'used' | 'too-late',
    ): Promise<HoldResult> {
      await shareRules(tx);
      const row = await lockAppointment(tx, id);
      if (!row) return { outcome: 'not-found' };
      if (row.payment) return { outcome: 'paid', row };
      if (row.cancelled) return { outcome: 'cancelled', row };
      const until = untilOf(row);
      if (typeof until === 'string') return { outcome: until, row };
      const crewId = await crewForSlot(tx, await rules.read(tx, row.date, row.date), row, now, row);
      if (crewId === null) return { outcome: 'slot-taken' };
      const [updated] = await tx
        .update(appointments)
        .set({ holdExpiresAt: row.holdExpiresAt > until ? row.holdExpiresAt : until, transferHeldAt: now, crewId })
        .where(and(byId(id), isUnpaid, notCancelled))
        .returning();
      if (!updated) throw new Error('The appointment changed under its row lock');
      return { outcome: 'extended', row: updated };
    },

    /**
     * Sends `crewId` to a booking, as a booking takes a crew: the rules lock shared (no crew is
     * deactivated meanwhile), the crew-day lock (nobody else gives these crews a job that day) and the
     * row's. The crew must work the whole job and have the travel time free around it.
     */
    async assignCrew(tx: Transaction, id: string, crewId: string, now: Date): Promise<CrewAssignment> {
      await shareRules(tx);
      const row = await lockAppointment(tx, id);
      if (!row) return { outcome: 'not-found' };
      const [held] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.id, id), holdsCrew(now)));
      if (!held) return { outcome: 'holds-none' };
      const calendar = await readCrewCalendar(tx, {
        from: row.date,
        to: row.date,
        location: row.location,
        now,
        except: id,
      });
      const crew = calendar.crewsAt(row.location).find((each) => each.id === crewId);
      if (!crew) return { outcome: 'not-here' };
      const inForce = await rules.read(tx, row.date, row.date);
      const ask = askOf(row, travelMinutesAt(inForce, row.location));
      const refusal = ask ? refusalOf(crew, calendar.jobsOn(crewId, row.date), ask) : { reason: 'off' as const };
      if (refusal?.reason === 'off') return { outcome: 'off' };
      if (refusal?.reason === 'busy') {
        const [other] = await tx
          .select({ reference: appointments.reference })
          .from(appointments)
          .where(eq(appointments.id, refusal.job.id));
        return { outcome: 'busy', reference: other?.reference ?? '' };
      }
      const [updated] = await tx.update(appointments).set({ crewId }).where(byId(id)).returning();
      if (!updated) throw new Error('The appointment vanished under its row lock');
      return { outcome: 'done', before: row, row: updated };
    },

    /**
     * The dashboard's counts from the counters the trigger of migration 0004 keeps (a few rows per
     * location and start time), read in one snapshot. The database sums exactly; a JS number holds naira
     * with kobo exactly up to about 90 trillion.
     */
    async stats(): Promise<{ appointments: number; customers: number; earnings: number }> {
      return db.transaction(
        async (tx) => {
          const [counts] = await tx
            .select({
              appointments: sql<number>`coalesce(sum(${bookingCounts.live}), 0)::integer`,
              earnings: sql<string>`coalesce(sum(${bookingCounts.earnings}), 0)::text`,
            })
            .from(bookingCounts);
          const [customers] = await tx
            .select({ customers: sql<number>`coalesce(sum(${customerCount.customers}), 0)::integer` })
            .from(customerCount);
          return {
            appointments: counts?.appointments ?? 0,
            customers: customers?.customers ?? 0,
            earnings: Number(counts?.earnings ?? 0),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type AppointmentRepository = ReturnType<typeof createAppointmentRepository>;
