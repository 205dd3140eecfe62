import { CUSTOMER_ACTOR_ID, PROVIDER_ACTOR } from '@clean/shared/schemas';
import { and, count, desc, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, auditEvents, contactMessages } from '../db/schema';
import type { AppointmentRow } from './appointment-repository';
import { countMatching } from './appointment-counts';
import { liveAppointment, openFlag } from './appointment-scopes';
import type { ContactMessageRow } from './contact-repository';

/** What arrived since an admin last looked, counted, and the newest `limit` of each kind. */
export interface SinceSeen {
  counts: { bookings: number; needsAttention: number; messages: number; customerChanges: number };
  bookings: AppointmentRow[];
  needsAttention: AppointmentRow[];
  messages: ContactMessageRow[];
  customerChanges: CustomerChange[];
}

/** A customer's own change from the manage link (or the provider's failed refund), from the audit trail. */
export interface CustomerChange {
  id: string;
  appointmentId: string;
  summary: string;
  at: Date;
}

/** The audit records the badge counts as customer changes. */
const customerChange = and(
  inArray(auditEvents.adminId, [CUSTOMER_ACTOR_ID, PROVIDER_ACTOR._id]),
  inArray(auditEvents.action, ['appointment.rescheduled', 'appointment.cancelled', 'appointment.refund-failed']),
);

/** After `seenAt`, or always before the first look. */
const after = (column: Parameters<typeof gt>[0], seenAt: Date | null): SQL | undefined =>
  seenAt === null ? undefined : gt(column, seenAt);

/**
 * The notification badge's sources, for one admin's `seenAt`: bookings made (not deleted), payments
 * flagged for attention and still open (by when they were paid), messages not handled yet, and the
 * customers' own changes from their manage links (by the audit trail).
 */
export function createNotificationRepository(db: Database) {
  return {
    async since(seenAt: Date | null, limit: number): Promise<SinceSeen> {
      const newBookings = and(liveAppointment, after(appointments.createdAt, seenAt));
      // A deleted booking's payment too: money received (docs/PRODUCT.md, Payment).
      const newFlags = and(openFlag, after(appointments.paidAt, seenAt));
      const newMessages = and(isNull(contactMessages.handledAt), after(contactMessages.createdAt, seenAt));
      const newChanges = and(customerChange, after(auditEvents.at, seenAt));

      return db.transaction(
        async (tx) => {
          const countOf = async (
            table: typeof appointments | typeof contactMessages | typeof auditEvents,
            where: SQL | undefined,
          ) => {
            const [row] = await tx.select({ total: count() }).from(table).where(where);
            return row?.total ?? 0;
          };
          const counts = {
            // Never looked: every live booking, which the stored totals know without counting them.
            bookings:
              seenAt === null ? await countMatching(tx, {}, new Date()) : await countOf(appointments, newBookings),
            needsAttention: await countOf(appointments, newFlags),
            messages: await countOf(contactMessages, newMessages),
            customerChanges: await countOf(auditEvents, newChanges),
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
          const customerChanges = await tx
            .select({
              id: auditEvents.id,
              appointmentId: sql<string>`${auditEvents.subjectId}`,
              summary: auditEvents.summary,
              at: auditEvents.at,
            })
            .from(auditEvents)
            .where(newChanges)
            .orderBy(desc(auditEvents.at), desc(auditEvents.id))
            .limit(limit);
          return { counts, bookings, needsAttention, messages, customerChanges };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
