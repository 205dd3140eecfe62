/**
 * The day-before reminder (README, E-mail): every paid visit that is neither cancelled, deleted nor
 * completed gets one reminder REMINDER_HOURS_BEFORE hours before it starts, on the channel order of the
 * 'reminder' topic (docs/PRODUCT.md, "Messages on WhatsApp and SMS"). The outbox keeps one message
 * of a kind per booking, so a second run (another process, a restart) queues nothing more.
 */
import { addDays, lagosDate, lagosStart } from '@clean/shared/lagos-time';
import { and, between, eq } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { queueBookingMessage, type BookingMessageOutbox } from '../messages/queue-message';
import { isPaid, liveAppointment, notCancelled } from '../repositories/appointment-scopes';
import type { UnitOfWork } from '../db/transaction';

export interface ReminderDeps extends UnitOfWork {
  outbox: BookingMessageOutbox;
  hoursBefore: number;
}

/** Queues the reminders due at `now`; answers how many were queued. */
export async function queueDueReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const until = new Date(now.getTime() + deps.hoursBefore * 3_600_000);
  // Candidates by date (a day either side), then by their start in Lagos.
  const rows = await deps.db
    .select()
    .from(appointments)
    .where(
      and(
        liveAppointment,
        isPaid,
        notCancelled,
        eq(appointments.isCompleted, false),
        between(appointments.date, addDays(lagosDate(now), -1), addDays(lagosDate(until), 1)),
      ),
    );
  const due = rows.filter((row) => {
    const start = lagosStart(row.date, row.time);
    return start !== null && start > now && start <= until;
  });
  let queued = 0;
  for (const row of due) {
    await deps.db.transaction(async (tx) => {
      if (await queueBookingMessage(deps.outbox, tx, 'reminder', row)) queued += 1;
    });
  }
  return queued;
}
