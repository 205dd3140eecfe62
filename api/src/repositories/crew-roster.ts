import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { appointments, crews, crewTimeOff } from '../db/schema';
import type { Database } from '../db/client';
import type { Transaction } from '../db/transaction';
import { holdsCrew } from './appointment-scopes';
import type { Reader } from './availability-repository';
import { travelMinutesAt } from '../domain/availability';
import { startMinuteOf, worksThen } from '../domain/crew-time';
import { crewOfAHold, freeCrew, readTravelMinutes } from './crew-assignment';

/** The days and hours the weekly rules open: what a crew named from them works. */
export interface RuleHours {
  slotHours: readonly number[];
  closedWeekdays: readonly number[];
}

/** The name a location's `n`th crew gets when the office did not choose one. */
export const numberedCrewName = (location: string, n: number) => `${location} crew ${n}`;

/** A crew's working days and hours as the weekly rules give them (6:00 AM to 5:00 PM without hours). */
function hoursOf(rules: RuleHours) {
  const first = rules.slotHours.length > 0 ? Math.min(...rules.slotHours) : 6;
  const last = rules.slotHours.length > 0 ? Math.max(...rules.slotHours) : 16;
  return {
    workingDays: [0, 1, 2, 3, 4, 5, 6].filter((day) => !rules.closedWeekdays.includes(day)),
    dayStartsMinute: first * 60,
    dayEndsMinute: (last + 1) * 60,
  };
}

/** Active crews per location: how many bookings one start time of a location can take. */
export async function activeCrewCounts(reader: Reader): Promise<Map<string, number>> {
  const rows = await reader
    .select({ location: crews.location, crews: count() })
    .from(crews)
    .where(eq(crews.active, true))
    .groupBy(crews.location);
  return new Map(rows.map((row) => [row.location, row.crews]));
}

/**
 * Names `wanted` crews at every location that has none yet ('Lagos crew 1', …): the environment's
 * first crews. Two processes starting together insert the same names, and the second's do nothing.
 */
export async function nameFirstCrews(
  tx: Transaction,
  locations: readonly string[],
  wanted: number,
  rules: RuleHours,
): Promise<void> {
  const named = await tx.selectDistinct({ location: crews.location }).from(crews);
  const missing = locations.filter((location) => !named.some((row) => row.location === location));
  const rows = missing.flatMap((location) =>
    Array.from({ length: wanted }, (_, index) => ({
      id: randomUUID(),
      name: numberedCrewName(location, index + 1),
      location,
      ...hoursOf(rules),
    })),
  );
  if (rows.length > 0) await tx.insert(crews).values(rows).onConflictDoNothing();
}

/**
 * Makes `wanted` crews active at `location`, under the rules lock. More: crews deactivated before come
 * back first, then new ones are named. Fewer: the crews with the fewest jobs from `today` go, and
 * their jobs from `today` move to a crew still free at their slot, paid ones first (the caller checked
 * that every slot keeps a crew for each paid booking, so one takes the crew of an unpaid hold if need
 * be). An unpaid hold left without a crew keeps its slot until it runs out, as a hold over its slot's
 * crews always has, and gets a crew only if one is free when it is paid.
 */
export async function setCrewCount(
  tx: Transaction,
  location: string,
  wanted: number,
  rules: RuleHours,
  today: string,
  now: Date,
): Promise<void> {
  const jobsFromToday = sql<number>`(
    SELECT count(*) FROM ${appointments}
    WHERE ${and(eq(appointments.crewId, crews.id), gte(appointments.date, today), holdsCrew(now))}
  )`;
  const roster = await tx
    .select({ id: crews.id, name: crews.name, active: crews.active, jobs: jobsFromToday })
    .from(crews)
    .where(eq(crews.location, location))
    .orderBy(asc(jobsFromToday), desc(crews.createdAt), desc(crews.name));
  const active = roster.filter((crew) => crew.active);
  if (wanted > active.length) {
    const back = roster.filter((crew) => !crew.active).slice(0, wanted - active.length);
    if (back.length > 0) {
      await tx
        .update(crews)
        .set({ active: true })
        .where(
          inArray(
            crews.id,
            back.map((crew) => crew.id),
          ),
        );
    }
    const names = new Set(roster.map((crew) => crew.name));
    const fresh: (typeof crews.$inferInsert)[] = [];
    for (let n = 1; active.length + back.length + fresh.length < wanted; n += 1) {
      const name = numberedCrewName(location, n);
      if (!names.has(name)) fresh.push({ id: randomUUID(), name, location, ...hoursOf(rules) });
    }
    if (fresh.length > 0) await tx.insert(crews).values(fresh);
    return;
  }
  const leaving = active.slice(0, active.length - wanted).map((crew) => crew.id);
  if (leaving.length === 0) return;
  await tx.update(crews).set({ active: false }).where(inArray(crews.id, leaving));
  // The caller checked that each slot keeps a crew for each of its paid bookings.
  await moveJobsOff(tx, leaving, today, now);
}

/** A paid job from today that no crew of its location was free for, when its crew stopped working. */
export interface StrandedJob {
  id: string;
  reference: string;
  firstName: string;
  lastName: string;
  date: string;
  time: string;
  location: string;
}

/**
 * The jobs from `today` of crews that stopped working, to a crew free at their slot (see
 * `setCrewCount`); answers the paid ones no crew was free for (left without one).
 */
async function moveJobsOff(tx: Transaction, leaving: string[], today: string, now: Date): Promise<StrandedJob[]> {
  const travel = await readTravelMinutes(tx);
  const jobs = await tx
    .select({
      id: appointments.id,
      date: appointments.date,
      time: appointments.time,
      location: appointments.location,
      durationMinutes: appointments.durationMinutes,
      areaId: appointments.areaId,
      paid: appointments.payment,
      reference: appointments.reference,
      firstName: appointments.firstName,
      lastName: appointments.lastName,
    })
    .from(appointments)
    .where(and(inArray(appointments.crewId, leaving), gte(appointments.date, today), holdsCrew(now)))
    .orderBy(desc(appointments.payment), asc(appointments.createdAt), asc(appointments.id));
  const stranded: StrandedJob[] = [];
  for (const { paid, durationMinutes, ...job } of jobs) {
    const slot = { ...job, durationMinutes };
    const travelMinutes = travelMinutesAt({ travelMinutes: travel }, job.location);
    let crewId = await freeCrew(tx, slot, travelMinutes, now, { id: job.id, crewId: null });
    if (crewId === null && paid) crewId = await crewOfAHold(tx, slot, travelMinutes, now);
    if (crewId === null && paid) stranded.push(job);
    await tx.update(appointments).set({ crewId }).where(eq(appointments.id, job.id));
  }
  return stranded;
}

export type CrewRow = typeof crews.$inferSelect;

/** What the office says of a crew, as stored. */
export type CrewFacts = Pick<
  typeof crews.$inferInsert,
  'name' | 'location' | 'members' | 'workingDays' | 'dayStartsMinute' | 'dayEndsMinute'
>;

/** A crew's time off as stored. */
export type TimeOffRow = typeof crewTimeOff.$inferSelect;

/** A change of a crew: done (with the row before it), or why not. */
export type CrewChange =
  | { outcome: 'done'; before: CrewRow | null; row: CrewRow }
  | { outcome: 'not-found' | 'name-taken' | 'past' | 'bad-areas' }
  | { outcome: 'working' | 'outside'; jobs: StrandedJob[] }
  | { outcome: 'unchanged'; active: boolean }
  | { outcome: 'has-jobs'; jobs: number }
  | { outcome: 'stranded'; jobs: StrandedJob[] };

/** Thrown inside a savepoint to undo a deactivation that would strand paid jobs. */
class StrandsJobs extends Error {
  constructor(readonly jobs: StrandedJob[]) {
    super('A deactivation would leave paid jobs without a crew');
  }
}

/** The jobs the crew holds from `from` (to `to`, inclusive), by date and time. */
function jobsOfCrew(tx: Transaction, crewId: string, from: string, to: string | undefined, now: Date) {
  return tx
    .select({
      id: appointments.id,
      reference: appointments.reference,
      firstName: appointments.firstName,
      lastName: appointments.lastName,
      date: appointments.date,
      time: appointments.time,
      location: appointments.location,
      durationMinutes: appointments.durationMinutes,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.crewId, crewId),
        gte(appointments.date, from),
        to === undefined ? undefined : lte(appointments.date, to),
        holdsCrew(now),
      ),
    )
    .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.reference));
}

/** Jobs from `today` the crew holds. */
async function jobsFrom(tx: Transaction, crewId: string, today: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ jobs: count() })
    .from(appointments)
    .where(and(eq(appointments.crewId, crewId), gte(appointments.date, today), holdsCrew(now)));
  return row?.jobs ?? 0;
}

/**
 * The office's changes of its crews, each in the caller's transaction after it took the rules lock
 * exclusively (a crew more or less changes what every slot of its location can take).
 */
export const crewChanges = {
  async create(tx: Transaction, facts: CrewFacts): Promise<CrewChange> {
    const [row] = await tx
      .insert(crews)
      .values({ id: randomUUID(), ...facts })
      .onConflictDoNothing({ target: crews.name })
      .returning();
    return row ? { outcome: 'done', before: null, row } : { outcome: 'name-taken' };
  },

  /**
   * Time off from `firstDate` to `lastDate`, unless the crew holds jobs then (answered: the office sends
   * other crews to them first) or the range starts before `today`.
   */
  async addTimeOff(
    tx: Transaction,
    id: string,
    range: { firstDate: string; lastDate: string; note: string },
    today: string,
    now: Date,
  ): Promise<CrewChange> {
    const [row] = await tx.select().from(crews).where(eq(crews.id, id)).for('update');
    if (!row) return { outcome: 'not-found' };
    if (range.firstDate < today) return { outcome: 'past' };
    const jobs = await jobsOfCrew(tx, id, range.firstDate, range.lastDate, now);
    if (jobs.length > 0) return { outcome: 'working', jobs: jobs.map(({ durationMinutes: _, ...job }) => job) };
    await tx.insert(crewTimeOff).values({ id: randomUUID(), crewId: id, ...range });
    return { outcome: 'done', before: row, row };
  },

  /** Takes back one of the crew's time off. */
  async removeTimeOff(tx: Transaction, id: string, timeOffId: string): Promise<CrewChange> {
    const [row] = await tx.select().from(crews).where(eq(crews.id, id)).for('update');
    if (!row) return { outcome: 'not-found' };
    const removed = await tx
      .delete(crewTimeOff)
      .where(and(eq(crewTimeOff.id, timeOffId), eq(crewTimeOff.crewId, id)))
      .returning({ id: crewTimeOff.id });
    return removed.length > 0 ? { outcome: 'done', before: row, row } : { outcome: 'not-found' };
  },

  /** Another location only while the crew has no job from `today` (its jobs are at the old one). */
  async update(tx: Transaction, id: string, facts: CrewFacts, today: string, now: Date): Promise<CrewChange> {
    const [before] = await tx.select().from(crews).where(eq(crews.id, id)).for('update');
    if (!before) return { outcome: 'not-found' };
    if (facts.location !== before.location) {
      const jobs = await jobsFrom(tx, id, today, now);
      if (jobs > 0) return { outcome: 'has-jobs', jobs };
    }
    const [clash] = await tx
      .select({ id: crews.id })
      .from(crews)
      .where(and(eq(crews.name, facts.name), sql`${crews.id} <> ${id}`));
    if (clash) return { outcome: 'name-taken' };
    // Its jobs from today must still fall on its days and within its hours.
    const hours = { ...facts, id, timeOff: [] };
    const outside = (await jobsOfCrew(tx, id, today, undefined, now)).filter((job) => {
      const startMinute = startMinuteOf(job.time);
      return startMinute === null || !worksThen(hours, { date: job.date, startMinute, minutes: job.durationMinutes });
    });
    if (outside.length > 0) return { outcome: 'outside', jobs: outside.map(({ durationMinutes: _, ...job }) => job) };
    const [row] = await tx.update(crews).set(facts).where(eq(crews.id, id)).returning();
    if (!row) throw new Error('The crew vanished under its row lock');
    return { outcome: 'done', before, row };
  },

  /**
   * Deactivates a crew (its jobs from `today` go to crews free at their times, paid ones first; see
   * `setCrewCount`), unless a paid job would be left without a crew: then nothing changes and those
   * jobs are answered. Activating brings it back for bookings at once.
   */
  async setActive(tx: Transaction, id: string, active: boolean, today: string, now: Date): Promise<CrewChange> {
    const [before] = await tx.select().from(crews).where(eq(crews.id, id)).for('update');
    if (!before) return { outcome: 'not-found' };
    if (before.active === active) return { outcome: 'unchanged', active };
    try {
      const row = await tx.transaction(async (attempt) => {
        const [changed] = await attempt.update(crews).set({ active }).where(eq(crews.id, id)).returning();
        if (!changed) throw new Error('The crew vanished under its row lock');
        if (!active) {
          const stranded = await moveJobsOff(attempt, [id], today, now);
          if (stranded.length > 0) throw new StrandsJobs(stranded);
        }
        return changed;
      });
      return { outcome: 'done', before, row };
    } catch (error) {
      if (error instanceof StrandsJobs) return { outcome: 'stranded', jobs: error.jobs };
      throw error;
    }
  },
};

/** The crews as the console reads them. */
export function createCrewRepository(db: Database) {
  return {
    /** Every crew, by location and name, the active ones first. */
    async list(): Promise<CrewRow[]> {
      const rows = await db.select().from(crews);
      // 'Lagos crew 2' before 'Lagos crew 10': numbers in names read as numbers.
      const names = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
      return rows.sort(
        (a, b) =>
          Number(b.active) - Number(a.active) || names.compare(a.location, b.location) || names.compare(a.name, b.name),
      );
    },

    /** The names of the crews `ids` (a few: a page of results), by id. */
    async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: crews.id, name: crews.name })
        .from(crews)
        .where(inArray(crews.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The time off of the crews `ids` ending `today` or later, by crew, earliest first. */
    async timeOffOf(ids: readonly string[], today: string): Promise<Map<string, TimeOffRow[]>> {
      const rows =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(crewTimeOff)
              .where(and(inArray(crewTimeOff.crewId, [...ids]), gte(crewTimeOff.lastDate, today)))
              .orderBy(asc(crewTimeOff.firstDate), asc(crewTimeOff.createdAt));
      const byCrew = new Map<string, TimeOffRow[]>();
      for (const row of rows) byCrew.set(row.crewId, [...(byCrew.get(row.crewId) ?? []), row]);
      return byCrew;
    },

    /** One crew, or null. */
    async find(id: string, reader: Reader = db): Promise<CrewRow | null> {
      const [row] = await reader.select().from(crews).where(eq(crews.id, id));
      return row ?? null;
    },
  };
}

export type CrewRepository = ReturnType<typeof createCrewRepository>;
