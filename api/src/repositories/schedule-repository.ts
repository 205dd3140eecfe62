import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, crews, crewTimeOff } from '../db/schema';
import type { AppointmentRow } from './appointment-repository';
import { awaitingPaymentOnBoard, holdsCrew, liveAppointment, takesCrewOnBoard } from './appointment-scopes';

/**
 * The columns the board shows and derives each booking's status from: a busy week is thousands of
 * bookings, so the rest of each row (address, notes, idempotency key…) is left in the database.
 */
const scheduleColumns = {
  id: appointments.id,
  reference: appointments.reference,
  firstName: appointments.firstName,
  lastName: appointments.lastName,
  phone: appointments.phone,
  productName: appointments.productName,
  serviceName: appointments.serviceName,
  frequencyName: appointments.frequencyName,
  planId: appointments.planId,
  amount: appointments.amount,
  date: appointments.date,
  time: appointments.time,
  location: appointments.location,
  createdAt: appointments.createdAt,
  payment: appointments.payment,
  cancelled: appointments.cancelled,
  isCompleted: appointments.isCompleted,
  holdExpiresAt: appointments.holdExpiresAt,
  paidAt: appointments.paidAt,
  needsAttention: appointments.needsAttention,
  attentionReason: appointments.attentionReason,
  jobStep: appointments.jobStep,
};

/** A board row: its columns, and the name of the crew it names (null: none). */
export type ScheduleRow = Pick<AppointmentRow, keyof typeof scheduleColumns> & { crewName: string | null };

/** A slot's place: the key the week's counts are grouped by. */
export interface SlotKey {
  date: string;
  time: string;
  location: string;
}

/** A job of the crew board: the board's columns, its crew and its length. */
export type CrewBoardRow = Omit<ScheduleRow, 'crewName'> & { crewId: string | null; durationMinutes: number };

/** The bookings the schedule board shows. */
export function createScheduleRepository(db: Database) {
  return {
    /**
     * One location's day for the crew board: its active crews and any other crew with a job that day
     * (oldest first), their time off covering the day, and the jobs holding a crew then (`holdsCrew`).
     */
    async crewDay(date: string, location: string, now: Date) {
      const jobs: CrewBoardRow[] = await db
        .select({ ...scheduleColumns, crewId: appointments.crewId, durationMinutes: appointments.durationMinutes })
        .from(appointments)
        .where(and(eq(appointments.date, date), eq(appointments.location, location), holdsCrew(now)));
      const working = [...new Set(jobs.flatMap((job) => (job.crewId ? [job.crewId] : [])))];
      const crewRows = await db
        .select()
        .from(crews)
        .where(
          and(
            eq(crews.location, location),
            working.length > 0 ? or(eq(crews.active, true), inArray(crews.id, working)) : eq(crews.active, true),
          ),
        )
        .orderBy(asc(crews.createdAt), asc(crews.name));
      const ids = crewRows.map((crew) => crew.id);
      const off =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(crewTimeOff)
              .where(
                and(
                  inArray(crewTimeOff.crewId, ids),
                  lte(crewTimeOff.firstDate, date),
                  gte(crewTimeOff.lastDate, date),
                ),
              );
      return { crews: crewRows, timeOff: off, jobs };
    },

    /**
     * Every booking (not deleted, any status) from `from` to `to` (inclusive) at `locations`, oldest
     * booking first (creation time, then id), the order of each slot on the board.
     */
    async bookings(from: string, to: string, locations: readonly string[]): Promise<ScheduleRow[]> {
      return db
        .select({ ...scheduleColumns, crewName: crews.name })
        .from(appointments)
        .leftJoin(crews, eq(crews.id, appointments.crewId))
        .where(
          and(
            liveAppointment,
            gte(appointments.date, from),
            lte(appointments.date, to),
            inArray(appointments.location, [...locations]),
          ),
        )
        .orderBy(asc(appointments.createdAt), asc(appointments.id));
    },

    /**
     * Per slot (date, time, location) with a booking (not deleted) from `from` to `to` at `locations`,
     * how many hold a crew for good (`taken`), and the hold ends of those awaiting payment at `now`: the
     * week board's counts, grouped in the database rather than read booking by booking.
     */
    async slotUsage(from: string, to: string, locations: readonly string[], now: Date) {
      const inRange = and(
        liveAppointment,
        gte(appointments.date, from),
        lte(appointments.date, to),
        inArray(appointments.location, [...locations]),
      );
      const [counts, holds] = await Promise.all([
        db
          .select({
            date: appointments.date,
            time: appointments.time,
            location: appointments.location,
            // Every slot with a booking gets a row (its hour is shown even if none holds a crew).
            taken: sql<number>`count(*) filter (where ${takesCrewOnBoard})`.mapWith(Number),
          })
          .from(appointments)
          .where(inRange)
          .groupBy(appointments.date, appointments.time, appointments.location),
        db
          .select({
            date: appointments.date,
            time: appointments.time,
            location: appointments.location,
            holdExpiresAt: appointments.holdExpiresAt,
          })
          .from(appointments)
          .where(and(inRange, awaitingPaymentOnBoard(now)))
          .orderBy(asc(appointments.holdExpiresAt), asc(appointments.id)),
      ]);
      return { counts, holds };
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
