import { and, asc, eq, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { appointments, crews } from '../db/schema';
import { crewsAt, type OpeningRules } from '../domain/availability';
import type { Transaction } from '../db/transaction';
import { holdsCrew } from './appointment-scopes';

/** Where a booking is: a location's crews work it at one start time of one date. */
export interface Slot {
  date: string;
  time: string;
  location: string;
}

/** Which booking asks, when it already exists: it does not count against itself, and keeps its crew if free. */
export interface Asker {
  id: string;
  crewId: string | null;
}

/** Other appointments than the asker's (all of them for a new booking). */
const others = (asker?: Asker): SQL | undefined => (asker ? ne(appointments.id, asker.id) : undefined);

/** Holds a crew of the slot: booked there, paid or within its hold, other than the asker. */
const holdingSlot = (slot: Slot, now: Date, asker?: Asker): SQL =>
  and(
    eq(appointments.date, slot.date),
    eq(appointments.time, slot.time),
    eq(appointments.location, slot.location),
    holdsCrew(now),
    others(asker),
  ) as SQL;

/**
 * An active crew of the slot's location that no other booking holding a crew has at that slot: the
 * asker's own crew when it is one, else the least loaded that day (jobs holding it), the oldest first
 * on a tie. Null when every crew there is taken, or, given `capacity`, when as many bookings as that
 * hold the slot already (counted in the same statement: one round trip for the booking).
 */
export async function freeCrew(
  tx: Transaction,
  slot: Slot,
  now: Date,
  asker?: Asker,
  capacity?: number,
): Promise<string | null> {
  const takenHere = tx
    .select({ one: sql`1` })
    .from(appointments)
    .where(
      and(
        eq(appointments.crewId, crews.id),
        eq(appointments.date, slot.date),
        eq(appointments.time, slot.time),
        holdsCrew(now),
        others(asker),
      ),
    );
  const loadThatDay = sql<number>`(
    SELECT count(*) FROM ${appointments}
    WHERE ${and(eq(appointments.crewId, crews.id), eq(appointments.date, slot.date), holdsCrew(now), others(asker))}
  )`;
  const roomLeft =
    capacity === undefined
      ? undefined
      : sql`(SELECT count(*) FROM ${appointments} WHERE ${holdingSlot(slot, now, asker)}) < ${capacity}`;
  // A constant is no ORDER BY term: the asker's crew comes first only when it has one.
  const ownFirst = asker?.crewId ? [sql`${crews.id} = ${asker.crewId} DESC`] : [];
  const [row] = await tx
    .select({ id: crews.id })
    .from(crews)
    .where(and(eq(crews.location, slot.location), eq(crews.active, true), notExists(takenHere), roomLeft))
    .orderBy(...ownFirst, asc(loadThatDay), asc(crews.createdAt), asc(crews.name))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The crew a booking takes at `slot` under `rules`, or null when the slot is full or not offered. The
 * caller holds the slot's lock (a booking's, see `lockSlot`) and the rules lock shared, so nobody else
 * takes a crew of this slot before its transaction ends. The count of bookings holding the slot
 * decides first: one paid after its slot filled up, or a hold left over when crews were removed,
 * holds a crew of the slot without naming one.
 */
export async function crewForSlot(
  tx: Transaction,
  rules: OpeningRules,
  slot: Slot,
  now: Date,
  asker?: Asker,
): Promise<string | null> {
  const capacity = crewsAt(rules, slot);
  return capacity === 0 ? null : freeCrew(tx, slot, now, asker, capacity);
}
