import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments } from '../db/schema';
import type { AppointmentRow } from './appointment-repository';
import { liveAppointment } from './appointment-scopes';

/** The bookings the schedule board shows. */
export function createScheduleRepository(db: Database) {
  return {
    /** Every booking (not deleted, any status) from `from` to `to` (inclusive) at `locations`. */
    async bookings(from: string, to: string, locations: readonly string[]): Promise<AppointmentRow[]> {
      return db
        .select()
        .from(appointments)
        .where(
          and(
            liveAppointment,
            gte(appointments.date, from),
            lte(appointments.date, to),
            inArray(appointments.location, [...locations]),
          ),
        );
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
