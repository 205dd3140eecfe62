import { z } from 'zod';
import { id, isoTimestamp } from './common';

export { NOTIFICATIONS_REFRESH_MS } from '../constants';
/** Items listed in the dropdown. */
export const NOTIFICATIONS_LIST_LIMIT = 10;

/** `customer-change`: a customer moved or cancelled from their manage link, or their refund failed. */
export const NOTIFICATION_KINDS = ['booking', 'needs-attention', 'message', 'customer-change'] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

export const notificationItem = z.object({
  kind: notificationKind,
  /** The appointment's or message's id (a customer change: its appointment's). */
  _id: id,
  /** 'New booking: Ada Obi, Deep Cleaning (Lagos, 2030-01-07 6:00 AM)'. */
  title: z.string(),
  at: isoTimestamp,
});
export type NotificationItem = z.infer<typeof notificationItem>;

/**
 * GET /api/admin/notifications: for the admin asking, what arrived since they last looked (`seenAt`,
 * null before the first look): bookings made, payments flagged for attention and still open, messages
 * still unread. `items`: the newest NOTIFICATIONS_LIST_LIMIT of them.
 */
export const notificationsResponse = z.object({
  success: z.literal(true),
  seenAt: isoTimestamp.nullable(),
  counts: z.object({
    bookings: z.number().int().nonnegative(),
    needsAttention: z.number().int().nonnegative(),
    messages: z.number().int().nonnegative(),
    customerChanges: z.number().int().nonnegative(),
  }),
  total: z.number().int().nonnegative(),
  items: z.array(notificationItem),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** POST /api/admin/notifications/seen: the admin looked now; answers the (now empty) counts. */
export const notificationsSeenResponse = notificationsResponse;
