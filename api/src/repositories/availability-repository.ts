import { randomUUID } from 'node:crypto';
import { LOCATIONS } from '@clean/shared/constants';
import type {
  AddClosedDateRequest,
  AvailabilitySettings,
  StrandedBooking,
  UpdateAvailabilityRequest,
} from '@clean/shared/schemas';
import { and, asc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { AvailabilityRules } from '../config';
import type { Database } from '../db/client';
import { appointments, availabilitySettings, closedDates } from '../db/schema';
import { hourLabel, labelHour, lagosNow } from '@clean/shared/lagos-time';
import { crewsAt, slotKey, travelMinutesAt, type OpeningRules } from '../domain/availability';
import { paidBooking } from './appointment-scopes';
import { activeCrewCounts, nameFirstCrews, setCrewCount } from './crew-roster';
import { lockRules } from './locks';
import type { Transaction } from '../db/transaction';

/** The one row of `availability_settings`. */
export const CURRENT = 'current';

/** The database or a transaction of it. */
export type Reader = Pick<Database, 'select'>;

/** Reads the rules in force, with the closed dates from `from` to `to` (inclusive; `to` absent: all after). */
export interface RulesSource {
  read(reader: Reader, from: string, to?: string): Promise<OpeningRules>;
}

/**
 * The rules as stored. Until the first values are written (`insertFirstRules`, at the API's start) the
 * environment's values stand in, so a database prepared without them still answers; its crews are the
 * named ones, none until the first start names them.
 */
export function rulesSource(first: AvailabilityRules): RulesSource {
  return {
    async read(reader, from, to) {
      const inRange = and(gte(closedDates.date, from), to === undefined ? undefined : lte(closedDates.date, to));
      // One after another: `reader` may be a transaction, one connection, which node-postgres runs one
      // query at a time on (two at once are deprecated, and refused from pg 9).
      const settings = await reader.select().from(availabilitySettings).where(eq(availabilitySettings.id, CURRENT));
      const crews = await activeCrewCounts(reader);
      const closed = await reader
        .select()
        .from(closedDates)
        .where(inRange)
        .orderBy(asc(closedDates.date), asc(closedDates.createdAt));
      const [row] = settings;
      if (!row) {
        return {
          slotHours: first.slotHours,
          closedWeekdays: first.closedWeekdays,
          // Only named crews take bookings (see `nameFirstCrews`), so none stand in for them.
          crews,
          travelMinutes: new Map(LOCATIONS.map((location) => [location, first.travelMinutes])),
          closedDates: first.closedDates
            .filter((date) => date >= from && (to === undefined || date <= to))
            .map((date) => ({ id: `environment|${date}`, date, location: null, label: '' })),
          horizonDays: first.horizonDays,
          updatedAt: null,
        };
      }
      return {
        slotHours: [...row.slotHours].sort((a, b) => a - b),
        closedWeekdays: [...row.closedWeekdays].sort((a, b) => a - b),
        crews,
        travelMinutes: new Map(Object.entries(row.travelMinutes)),
        closedDates: closed.map(({ id, date, location, label }) => ({ id, date, location, label })),
        horizonDays: first.horizonDays,
        updatedAt: row.updatedAt,
      };
    },
  };
}

/**
 * Writes the environment's rules as the first stored values, once per database: the settings row,
 * every location's crews and the closed dates (at every location). Safe to repeat and to run from two
 * processes at once (each insert does nothing on a conflict); a location added to LOCATIONS later gets
 * the environment's crews at the next start.
 */
export async function insertFirstRules(db: Database, first: AvailabilityRules): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(availabilitySettings)
      .values({
        id: CURRENT,
        slotHours: first.slotHours,
        closedWeekdays: first.closedWeekdays,
        travelMinutes: Object.fromEntries(LOCATIONS.map((location) => [location, first.travelMinutes])),
      })
      .onConflictDoNothing()
      .returning({ id: availabilitySettings.id });
    await nameFirstCrews(tx, LOCATIONS, first.crewsPerSlot, first);
    // Only with the settings row: a date an admin reopened since must not come back at the next start.
    if (inserted.length > 0 && first.closedDates.length > 0) {
      await tx
        .insert(closedDates)
        .values(first.closedDates.map((date) => ({ id: randomUUID(), date, location: null, label: '' })))
        .onConflictDoNothing();
    }
  });
}

/** The admin's view of the rules, closed dates from `today` on (already so in `rules`). */
export function toSettings(rules: OpeningRules): AvailabilitySettings {
  return {
    slotHours: [...rules.slotHours],
    slotTimes: rules.slotHours.map(hourLabel),
    closedWeekdays: [...rules.closedWeekdays],
    crews: LOCATIONS.map((location) => ({
      location,
      crewsPerSlot: rules.crews.get(location) ?? 0,
      travelMinutes: travelMinutesAt(rules, location),
    })),
    closedDates: [...rules.closedDates]
      .sort((a, b) => a.date.localeCompare(b.date) || (a.location ?? '').localeCompare(b.location ?? ''))
      .map(({ id, date, location, label }) => ({
        _id: id,
        date,
        // Stored only from the shared list (or null).
        location: location as AvailabilitySettings['closedDates'][number]['location'],
        label,
      })),
    horizonDays: rules.horizonDays,
    updatedAt: rules.updatedAt?.toISOString() ?? null,
  };
}

type PaidBooking = StrandedBooking;

/**
 * Paid bookings from `today` on that hold a crew: paid, not cancelled, not deleted. Flagged ones (paid
 * after their slot filled up) are left out: they already have no crew, and the company is calling
 * their customers to rebook or refund.
 */
async function paidBookings(tx: Transaction, today: string, extra?: SQL): Promise<PaidBooking[]> {
  const rows = await tx
    .select({
      _id: appointments.id,
      reference: appointments.reference,
      firstName: appointments.firstName,
      lastName: appointments.lastName,
      location: appointments.location,
      date: appointments.date,
      time: appointments.time,
    })
    .from(appointments)
    .where(and(paidBooking, eq(appointments.needsAttention, false), gte(appointments.date, today), extra));
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, customerName: `${firstName} ${lastName}` }));
}

/**
 * The paid bookings `rules` would leave without a crew: at a time or on a day no longer offered at
 * their location, or every paid booking of a slot holding more of them than its location's crews. By
 * date, time, location and reference.
 */
export function strandedBy(rules: OpeningRules, paid: readonly PaidBooking[]): StrandedBooking[] {
  const bySlot = new Map<string, PaidBooking[]>();
  for (const booking of paid) {
    const key = slotKey(booking.date, booking.time, booking.location);
    bySlot.set(key, [...(bySlot.get(key) ?? []), booking]);
  }
  const stranded = [...bySlot.values()].filter((slot) => slot[0] && slot.length > crewsAt(rules, slot[0])).flat();
  return stranded.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (labelHour(a.time) ?? 24) - (labelHour(b.time) ?? 24) ||
      a.location.localeCompare(b.location) ||
      a.reference.localeCompare(b.reference),
  );
}

export type RulesChange =
  | { kind: 'changed'; settings: AvailabilitySettings }
  | { kind: 'stranded'; bookings: StrandedBooking[] }
  | { kind: 'past' | 'already-closed' | 'not-found' };

/** A change of the rules as the repository answers it: a `changed` one also carries `Extra`. */
export type RulesChangeWith<Extra> =
  Exclude<RulesChange, { kind: 'changed' }> | ({ kind: 'changed'; settings: AvailabilitySettings } & Extra);

/** A closed date as it was stored. */
export interface ClosedDate {
  date: string;
  location: string | null;
  label: string;
}

/**
 * Availability rules edited by admins. Each change checks the paid bookings and writes in the
 * transaction of the service that owns it, after taking the rules lock exclusively (see `lockRules`);
 * a `changed` answer carries what the change replaced (the rules before an update, the closed date
 * removed) for its audit record.
 */
export function createAvailabilityRepository(db: Database, source: RulesSource) {
  const today = (now: Date) => lagosNow(now).date;
  const settingsAfter = async (tx: Transaction, now: Date) => toSettings(await source.read(tx, today(now)));

  return {
    /** The rules in force with the closed dates from today (Lagos) on. */
    current(now: Date): Promise<OpeningRules> {
      return source.read(db, today(now));
    },

    /** The rules with the closed dates between two dates (inclusive). */
    between(from: string, to: string): Promise<OpeningRules> {
      return source.read(db, from, to);
    },

    /** Replaces the weekly rules and crews, unless that would leave paid bookings without a crew. */
    async update(
      tx: Transaction,
      input: UpdateAvailabilityRequest,
      now: Date,
    ): Promise<RulesChangeWith<{ before: OpeningRules }>> {
      await lockRules(tx);
      const before = await source.read(tx, today(now));
      const after: OpeningRules = {
        ...before,
        slotHours: [...input.slotHours].sort((a, b) => a - b),
        closedWeekdays: [...input.closedWeekdays].sort((a, b) => a - b),
        crews: new Map(input.crews.map((entry) => [entry.location, entry.crewsPerSlot])),
        travelMinutes: new Map(
          LOCATIONS.map((location) => [
            location,
            input.crews.find((entry) => entry.location === location)?.travelMinutes ??
              travelMinutesAt(before, location),
          ]),
        ),
      };
      const stranded = strandedBy(after, await paidBookings(tx, today(now)));
      if (stranded.length > 0) return { kind: 'stranded', bookings: stranded };

      await tx
        .insert(availabilitySettings)
        .values({
          id: CURRENT,
          slotHours: [...after.slotHours],
          closedWeekdays: [...after.closedWeekdays],
          travelMinutes: Object.fromEntries(after.travelMinutes),
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: availabilitySettings.id,
          set: {
            slotHours: [...after.slotHours],
            closedWeekdays: [...after.closedWeekdays],
            travelMinutes: Object.fromEntries(after.travelMinutes),
            updatedAt: now,
          },
        });
      for (const entry of input.crews) {
        await setCrewCount(tx, entry.location, entry.crewsPerSlot, after, today(now), now);
      }
      return { kind: 'changed', settings: await settingsAfter(tx, now), before };
    },

    /** Closes a date at one location or all, unless paid bookings are on it there. */
    async closeDate(
      tx: Transaction,
      input: AddClosedDateRequest,
      now: Date,
    ): Promise<RulesChangeWith<Record<never, never>>> {
      const label = input.label?.trim() ?? '';
      await lockRules(tx);
      if (input.date < today(now)) return { kind: 'past' };
      const sameLocation =
        input.location === null ? isNull(closedDates.location) : eq(closedDates.location, input.location);
      const [existing] = await tx
        .select({ id: closedDates.id })
        .from(closedDates)
        .where(and(eq(closedDates.date, input.date), sameLocation));
      if (existing) return { kind: 'already-closed' };
      const onDate = and(
        eq(appointments.date, input.date),
        input.location === null ? undefined : eq(appointments.location, input.location),
      );
      const rules = await source.read(tx, input.date, input.date);
      const closed = { id: 'new', date: input.date, location: input.location, label };
      const stranded = strandedBy(
        { ...rules, closedDates: [...rules.closedDates, closed] },
        await paidBookings(tx, today(now), onDate),
      );
      if (stranded.length > 0) return { kind: 'stranded', bookings: stranded };

      await tx.insert(closedDates).values({ id: randomUUID(), date: input.date, location: input.location, label });
      return { kind: 'changed', settings: await settingsAfter(tx, now) };
    },

    /** Opens a closed date again. */
    async reopenDate(tx: Transaction, id: string, now: Date): Promise<RulesChangeWith<{ removed: ClosedDate }>> {
      await lockRules(tx);
      const [removed] = await tx.delete(closedDates).where(eq(closedDates.id, id)).returning();
      if (!removed) return { kind: 'not-found' };
      return { kind: 'changed', settings: await settingsAfter(tx, now), removed };
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
