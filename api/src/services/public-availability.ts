import type { AvailabilityEntry } from '@clean/shared/schemas';
import type { Location } from '@clean/shared/constants';
import { bookingWindow, computeAvailability } from '../domain/availability';
import { lagosNow } from '@clean/shared/lagos-time';
import type { CachedAnswer, ReadCache } from '../cache/read-cache';
import type { AppointmentRepository } from '../repositories/appointment-repository';
import type { AvailabilityRepository } from '../repositories/availability-repository';

export interface PublicAvailabilityDeps {
  /** The kept answers (plugins/read-cache.ts): writes drop them, and so does the next hold's end. */
  cache: ReadCache;
  availability: Pick<AvailabilityRepository, 'current'>;
  appointments: Pick<AppointmentRepository, 'crewCalendar' | 'nextHoldExpiry'>;
  /** Shapes the entries as the response schema does, so the kept bytes are the bytes sent. */
  toResponse: (entries: AvailabilityEntry[]) => unknown;
}

/**
 * The public availability read, ready to send: every open date of the booking window with the times
 * at which a crew at `location` (or at any location) that goes to `area` is free for a job of `minutes`. One answer is kept
 * per Lagos hour (past hours drop out as the hour turns), location and job length; every change of
 * bookings or rules drops the kept answers, and so does the end of the next running hold, which frees
 * a crew by itself.
 */
export async function publicAvailability(
  deps: PublicAvailabilityDeps,
  location: Location | undefined,
  minutes: number,
  now: Date,
  area?: string,
): Promise<CachedAnswer> {
  const { cache } = deps;
  const { date, hour } = lagosNow(now);
  const key = `${date}|${hour}|${location ?? '*'}|${minutes}|${area ?? '*'}`;
  return cache.answer(
    key,
    async () => {
      // Read only when no kept answer fits: every change of the rules drops the kept answers.
      const rules = await deps.availability.current(now);
      const { first, last } = bookingWindow(rules, now);
      const calendar = await deps.appointments.crewCalendar(first, last, now, location);
      // A running hold frees its crew when it ends: a kept answer must not outlive the next one.
      const nextExpiry = cache.keeping ? await deps.appointments.nextHoldExpiry(now) : null;
      if (nextExpiry) cache.expireAt(nextExpiry);
      return deps.toResponse(computeAvailability(rules, now, calendar, minutes, location, area));
    },
    now,
  );
}
