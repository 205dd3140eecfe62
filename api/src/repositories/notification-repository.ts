import { and, count, desc, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, contactMessages } from '../db/schema';
import type { AppointmentRow } from './appointment-repository';
import { countMatching } from './appointment-counts';
import { liveAppointment, openFlag } from './appointment-scopes';
import type { ContactMessageRow } from './contact-repository';

/** What arrived since an admin last looked, counted, and the newest `limit` of each kind. */
export interface SinceSeen {
  counts: { bookings: number; needsAttention: number; messages: number };
  bookings: AppointmentRow[];
  needsAttention: AppointmentRow[];
  messages: ContactMessageRow[];
}

/** After `seenAt`, or always before the first look. */
const after = (column: Parameters<typeof gt>[0], seenAt: Date | null): SQL | undefined =>
  seenAt === null ? undefined : gt(column, seenAt);

/**
 * The notification badge's sources, for one admin's `seenAt`: bookings made (not deleted), payments
 * flagged for attention and still open (by when they were paid), messages not handled yet.
 */
export function createNotificationRepository(db: Database) {
  return {
    async since(seenAt: Date | null, limit: number): Promise<SinceSeen> {
      const newBookings = and(liveAppointment, after(appointments.createdAt, seenAt));
      // A deleted booking's payment too: money received (docs/PRODUCT.md, Payment).
      const newFlags = and(openFlag, after(appointments.paidAt, seenAt));
      const newMessages = and(isNull(contactMessages.handledAt), after(contactMessages.createdAt, seenAt));

      return db.transaction(
        async (tx) => {
          const countOf = async (table: typeof appointments | typeof contactMessages, where: SQL | undefined) => {
            const [row] = await tx.select({ total: count() }).from(table).where(where);
            return row?.total ?? 0;
          };
          const counts = {
            // Never looked: every live booking, which the stored totals know without counting them.
            bookings:
              seenAt === null ? await countMatching(tx, {}, new Date()) : await countOf(appointments, newBookings),
            needsAttention: await countOf(appointments, newFlags),
            messages: await countOf(contactMessages, newMessages),
          };
          const bookings = await tx
            .select()
            .from(appointments)
            .where(newBookings)
            .orderBy(desc(appointments.createdAt), desc(appointments.id))
            .limit(limit);
          const needsAttention = await tx
            .select()
            .from(appointments)
            .where(newFlags)
            .orderBy(desc(appointments.paidAt), desc(appointments.id))
            .limit(limit);
          const messages = await tx
            .select()
            .from(contactMessages)
            .where(newMessages)
            .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
            .limit(limit);
          return { counts, bookings, needsAttention, messages };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
