/**
 * The admins' daily digest (README, E-mail): each morning, the bookings paid the day before (Lagos
 * dates), one message per admin who chose the digest for new bookings. One transaction, so a retried
 * job either wrote them all or none; a second run for the same day skips the admins who have theirs.
 */
import { addDays, lagosDate } from '@clean/shared/lagos-time';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { queueBookingDigests } from '../messages/admin-alerts';
import { isPaid, liveAppointment } from '../repositories/appointment-scopes';
import type { OutboxRepository } from '../repositories/outbox-repository';
import type { UnitOfWork } from '../db/transaction';

export interface DigestDeps extends Pick<UnitOfWork, 'db'> {
  outbox: Pick<OutboxRepository, 'queue'>;
}

/** Lagos is UTC+1 all year: its day `date` starts at 23:00 UTC the day before. */
const lagosMidnight = (date: string): Date => new Date(`${date}T00:00:00+01:00`);

/** Queues the digest of the Lagos day before `now`; answers how many messages were queued. */
export async function queueDailyDigest(deps: DigestDeps, now: Date): Promise<number> {
  const day = addDays(lagosDate(now), -1);
  return deps.db.transaction(async (tx) => {
    const paid = await tx
      .select()
      .from(appointments)
      .where(
        and(
          liveAppointment,
          isPaid,
          eq(appointments.needsAttention, false),
          gte(appointments.paidAt, lagosMidnight(day)),
          lt(appointments.paidAt, lagosMidnight(addDays(day, 1))),
        ),
      )
      .orderBy(asc(appointments.paidAt));
    return queueBookingDigests(deps.outbox, tx, day, paid);
  });
}
