import { NOTIFICATIONS_LIST_LIMIT, type NotificationItem, type NotificationsResponse } from '@clean/shared/schemas';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { ContactMessageRow } from '../repositories/contact-repository';
import type { NotificationRepository } from '../repositories/notification-repository';

const customerName = (row: AppointmentRow) => `${row.firstName} ${row.lastName}`;

/** 'New booking: Ada Obi, Deep Cleaning (Lagos, 2030-01-07 6:00 AM)'. */
export const bookingTitle = (row: AppointmentRow): string =>
  `New booking: ${customerName(row)}, ${row.serviceName} (${row.location}, ${row.date} ${row.time})`;

/** 'Needs attention: Ada Obi paid after the slot was taken' (or 'paid for a cancelled booking'). */
export const attentionTitle = (row: AppointmentRow): string =>
  `Needs attention: ${customerName(row)} ${
    row.attentionReason === 'cancelled' ? 'paid for a cancelled booking' : 'paid after the slot was taken'
  }`;

/** 'New message from Ada Obi: Office cleaning quote'. */
export const messageTitle = (row: ContactMessageRow): string => `New message from ${row.name}: ${row.subject}`;

/**
 * The badge of an admin who last looked at `seenAt` (null: never): the counts of what came after, and
 * the newest NOTIFICATIONS_LIST_LIMIT items of every kind together, newest first.
 */
export async function notificationsSince(
  notifications: NotificationRepository,
  seenAt: Date | null,
): Promise<NotificationsResponse> {
  const found = await notifications.since(seenAt, NOTIFICATIONS_LIST_LIMIT);
  const items: NotificationItem[] = [
    ...found.bookings.map((row) => ({
      kind: 'booking' as const,
      _id: row.id,
      title: bookingTitle(row),
      at: row.createdAt.toISOString(),
    })),
    ...found.needsAttention.map((row) => ({
      kind: 'needs-attention' as const,
      _id: row.id,
      title: attentionTitle(row),
      // Flagged rows are paid: the query selects them by `paidAt`.
      at: (row.paidAt ?? row.createdAt).toISOString(),
    })),
    ...found.customerChanges.map((change) => ({
      kind: 'customer-change' as const,
      _id: change.appointmentId,
      title: change.summary,
      at: change.at.toISOString(),
    })),
    ...found.messages.map((row) => ({
      kind: 'message' as const,
      _id: row.id,
      title: messageTitle(row),
      at: row.createdAt.toISOString(),
    })),
  ];
  // ISO 8601 timestamps in UTC sort as text.
  items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const { counts } = found;
  return {
    success: true,
    seenAt: seenAt?.toISOString() ?? null,
    counts,
    total: counts.bookings + counts.needsAttention + counts.messages + counts.customerChanges,
    items: items.slice(0, NOTIFICATIONS_LIST_LIMIT),
  };
}
