import { NOTIFICATIONS_REFRESH_MS } from '@clean/shared/constants';
import type { NotificationItem, NotificationKind } from '@clean/shared/schemas';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdminGetNotificationsQuery, useAdminMarkNotificationsSeenMutation } from '../api/notifications';
import { badgeLabel, badgeText, kindLabels, notificationPath, timeAgo } from '../lib/badge';
import { usePopover } from '../../../hooks/use-popover';
import styles from './notification-bell.module.css';

const kindClass: Record<NotificationKind, string | undefined> = {
  booking: styles.booking,
  'needs-attention': styles.attention,
  message: styles.message,
  // A customer's own change reads like the booking it changes.
  'customer-change': styles.booking,
};

const texts = { title: 'New since you last looked', empty: 'Nothing new' } as const;

/**
 * The top bar's bell: the count of new bookings, payments needing attention and unread
 * messages, asked for every NOTIFICATIONS_REFRESH_MS and when the tab regains focus. Opening it lists
 * them and tells the server they were seen, which clears the count; the list keeps what was opened.
 */
export function NotificationBell() {
  const { data } = useAdminGetNotificationsQuery(undefined, {
    pollingInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnFocus: true,
  });
  const [markSeen] = useAdminMarkNotificationsSeenMutation();
  const { open, setOpen, rootRef, buttonRef } = usePopover();
  const [shown, setShown] = useState<NotificationItem[]>([]);
  // 'Time ago' as of the opening: the list is a snapshot of that moment.
  const [openedAt, setOpenedAt] = useState(0);
  const panelId = useId();

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setShown(data?.items ?? []);
    setOpenedAt(Date.now());
    setOpen(true);
    // The count clears from the answer; a failure leaves it for the next refresh to tell again.
    markSeen()
      .unwrap()
      .catch(() => undefined);
  };

  const total = data?.total ?? 0;
  const count = badgeText(total);
  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-label={badgeLabel(total)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {count && (
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.title}>{texts.title}</p>
        {shown.length === 0 ? (
          <p className={styles.empty}>{texts.empty}</p>
        ) : (
          <ul className={styles.list}>
            {shown.map((item) => (
              <li key={`${item.kind}-${item._id}`}>
                <Link to={notificationPath(item)} className={styles.item} onClick={() => setOpen(false)}>
                  <span className={`${styles.kind} ${kindClass[item.kind]}`}>{kindLabels[item.kind]}</span>
                  <span className={styles.itemTitle}>{item.title}</span>
                  <time className={styles.when} dateTime={item.at}>
                    {timeAgo(item.at, openedAt)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
