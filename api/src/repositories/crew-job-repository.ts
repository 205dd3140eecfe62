import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { minutesOfDay } from '../db/search-expressions';
import { appointments, crews, jobEvents, jobPhotos, services } from '../db/schema';
import type { Transaction } from '../db/transaction';
import type { AppointmentRow } from './appointment-repository';
import { isPaid, liveAppointment, notCancelled } from './appointment-scopes';
import type { Reader } from './availability-repository';
import { rowsOf } from './customer-summaries';

export type JobEventRow = typeof jobEvents.$inferSelect;
export type JobPhotoRow = typeof jobPhotos.$inferSelect;
export type JobStepRecorded = NonNullable<AppointmentRow['jobStep']>;

/** A crew's job with what its checklist asks (its service's, today's). */
export interface CrewJobRow {
  appointment: AppointmentRow;
  checklist: string[];
}

/** Steps at the same instant (a phone's clock ticks in seconds) in the order a job takes them. */
const stepRank = sql`CASE ${jobEvents.kind} WHEN 'on-my-way' THEN 1 WHEN 'started' THEN 2 ELSE 3 END`;
/** A job's steps oldest first: by the phone's time, then arrival, then the order a job takes them. */
export const stepOrder = [asc(jobEvents.happenedAt), asc(jobEvents.receivedAt), stepRank, asc(jobEvents.id)];

/**
 * A crew's work on the day (docs/PRODUCT.md, "The crew's day"): its paid jobs, the steps recorded at
 * each, and the photos of the finished work (their files are in object storage).
 */
export function createCrewJobRepository(db: Database) {
  return {
    /** The crew's paid, live, not cancelled jobs on `dates`, by date and start. */
    async jobsOf(crewId: string, dates: readonly string[], reader: Reader = db): Promise<CrewJobRow[]> {
      const rows = await reader
        .select({ appointment: appointments, checklist: services.checklist })
        .from(appointments)
        .leftJoin(services, eq(services.id, appointments.serviceId))
        .where(
          and(
            eq(appointments.crewId, crewId),
            inArray(appointments.date, [...dates]),
            liveAppointment,
            isPaid,
            notCancelled,
          ),
        )
        .orderBy(asc(appointments.date), asc(appointments.createdAt));
      return rows.map((row) => ({ appointment: row.appointment, checklist: row.checklist ?? [] }));
    },

    /**
     * The crew's paid job `id` under its row lock, with its checklist; null when it is not theirs, not
     * paid (the crew does not go) or gone.
     */
    async lockJob(tx: Transaction, crewId: string, id: string): Promise<CrewJobRow | null> {
      const [appointment] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.crewId, crewId), liveAppointment, isPaid))
        .for('update');
      if (!appointment) return null;
      const [service] = await tx
        .select({ checklist: services.checklist })
        .from(services)
        .where(eq(services.id, appointment.serviceId));
      return { appointment, checklist: service?.checklist ?? [] };
    },

    /** The steps recorded at `ids`, oldest first (by the phone's time, then arrival). */
    async eventsOf(ids: readonly string[], reader: Reader = db): Promise<(JobEventRow & { crewName: string })[]> {
      if (ids.length === 0) return [];
      const rows = await reader
        .select({ event: jobEvents, crewName: crews.name })
        .from(jobEvents)
        .innerJoin(crews, eq(crews.id, jobEvents.crewId))
        .where(inArray(jobEvents.appointmentId, [...ids]))
        .orderBy(...stepOrder);
      return rows.map((row) => ({ ...row.event, crewName: row.crewName }));
    },

    async findEvent(tx: Transaction, id: string): Promise<JobEventRow | null> {
      const [row] = await tx.select().from(jobEvents).where(eq(jobEvents.id, id));
      return row ?? null;
    },

    async addEvent(tx: Transaction, row: typeof jobEvents.$inferInsert): Promise<void> {
      await tx.insert(jobEvents).values(row);
    },

    /**
     * The job's new step; a done job is completed, and one the crew could not work needs the office's
     * attention (it rebooks it, which clears the step).
     */
    async setStep(tx: Transaction, id: string, step: JobStepRecorded): Promise<AppointmentRow> {
      const [row] = await tx
        .update(appointments)
        .set({
          jobStep: step,
          ...(step === 'done' ? { isCompleted: true } : {}),
          ...(step === 'could-not-work' ? { needsAttention: true, attentionReason: 'could-not-work' } : {}),
        })
        .where(eq(appointments.id, id))
        .returning();
      if (!row) throw new Error(`Appointment ${id} vanished under its row lock`);
      return row;
    },

    /** The job's photos that are `ids` (others, another job's or erased ones are not answered). */
    async photosOf(appointmentId: string, ids: readonly string[], reader: Reader = db): Promise<JobPhotoRow[]> {
      if (ids.length === 0) return [];
      return reader
        .select()
        .from(jobPhotos)
        .where(
          and(eq(jobPhotos.appointmentId, appointmentId), inArray(jobPhotos.id, [...ids]), isNull(jobPhotos.erasedAt)),
        );
    },

    /** The photo `id`, erased or not (an erased one is never shown: services/job-photos.ts). */
    async findPhoto(id: string, reader: Reader = db): Promise<JobPhotoRow | null> {
      const [row] = await reader.select().from(jobPhotos).where(eq(jobPhotos.id, id));
      return row ?? null;
    },

    async photoCount(tx: Transaction, appointmentId: string): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(jobPhotos).where(eq(jobPhotos.appointmentId, appointmentId));
      return row?.n ?? 0;
    },

    async addPhoto(tx: Transaction, row: typeof jobPhotos.$inferInsert): Promise<void> {
      await tx.insert(jobPhotos).values(row).onConflictDoNothing();
    },

    /**
     * How each crew's visits went from `since` (docs/PRODUCT.md, "The crew's day"): per crew, the jobs
     * whose start or 'could not work' was recorded, the starts recorded at most `onTimeMinutes` after
     * the booked time (`startsAt`, Lagos, from the date and time label), and the minutes from started
     * to done of the ones done.
     */
    async visitsSince(since: Date, onTimeMinutes: number) {
      const rows = await rowsOf<{
        crew: string;
        location: string;
        visits: number;
        on_time: number;
        could_not_work: number;
        median_minutes: number | null;
      }>(
        db,
        sql`
        WITH steps AS (
          SELECT e."appointment_id", e."crew_id",
            min(e."happened_at") FILTER (WHERE e."kind" = 'started') AS started,
            min(e."happened_at") FILTER (WHERE e."kind" = 'done') AS done,
            bool_or(e."kind" = 'could-not-work') AS could_not_work
          FROM "job_events" e
          WHERE e."happened_at" >= ${since}
          GROUP BY e."appointment_id", e."crew_id"
        )
        SELECT c."name" AS crew, c."location" AS location,
          count(*) FILTER (WHERE s.started IS NOT NULL OR s.could_not_work)::int AS visits,
          count(*) FILTER (
            WHERE s.started IS NOT NULL
              -- The booked start in Lagos (UTC+1, no summer time), as an instant.
              AND s.started <= (${appointments.date}::timestamp AT TIME ZONE 'UTC') - interval '1 hour'
                + make_interval(mins => ${minutesOfDay(appointments.time)} + ${onTimeMinutes})
          )::int AS on_time,
          count(*) FILTER (WHERE s.could_not_work)::int AS could_not_work,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM s.done - s.started) / 60)
            FILTER (WHERE s.done IS NOT NULL AND s.started IS NOT NULL AND s.done >= s.started) AS median_minutes
        FROM steps s
        JOIN "crews" c ON c."id" = s."crew_id"
        JOIN "appointments" ON "appointments"."id" = s."appointment_id"
        WHERE ${liveAppointment}
        GROUP BY c."id", c."name", c."location"
        ORDER BY c."location", c."name"
      `,
      );
      return rows.map((row) => ({
        crew: row.crew,
        location: row.location,
        visits: Number(row.visits),
        onTimeStarts: Number(row.on_time),
        couldNotWork: Number(row.could_not_work),
        medianMinutesOnSite: row.median_minutes === null ? null : Math.round(Number(row.median_minutes)),
      }));
    },
  };
}

export type CrewJobRepository = ReturnType<typeof createCrewJobRepository>;
