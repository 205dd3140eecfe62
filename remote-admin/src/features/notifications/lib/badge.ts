import { appointmentPath, messagePath, paths } from '@clean/shared';
import type { NotificationItem, NotificationKind } from '@clean/shared/schemas';

/** Above this the badge stops counting: '99+'. */
export const BADGE_MAX = 99;

/** The number on the bell: none at 0, '99+' past BADGE_MAX. */
export function badgeText(total: number): string | null {
  if (total <= 0) return null;
  return total > BADGE_MAX ? `${BADGE_MAX}+` : String(total);
}

/** The bell button's accessible name, which says the count the badge shows. */
export function badgeLabel(total: number): string {
  if (total <= 0) return 'Notifications, nothing new';
  const count = total > BADGE_MAX ? `More than ${BADGE_MAX}` : String(total);
  return `${count} new ${total === 1 ? 'notification' : 'notifications'}`;
}

export const kindLabels: Record<NotificationKind, string> = {
  booking: 'New booking',
  'needs-attention': 'Needs attention',
  message: 'Message',
  'customer-change': 'Customer change',
};

/** Where an item leads: the booking (new or changed by its customer), the needs-attention list, or the message. */
export function notificationPath(item: Pick<NotificationItem, 'kind' | '_id'>): string {
  switch (item.kind) {
    case 'booking':
      return appointmentPath(item._id);
    case 'needs-attention':
      return paths.admin.needsAttention;
    case 'message':
      return messagePath(item._id);
    case 'customer-change':
      return appointmentPath(item._id);
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 min ago', '3 h ago', '2 days ago': how long ago `at` was at `now`. */
export function timeAgo(at: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(at));
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
