import { Link } from 'react-router-dom';
import { INBOX_TAB_LABELS, INBOX_TABS, inboxPath, type InboxTab } from '../../lib/inbox-tabs';
import styles from './inbox-tabs.module.css';

/**
 * The inbox's two halves as links (the URL keeps the half open, so Back and a shared link work): the
 * one shown is marked current. Each half's list says how many of its messages are unread.
 */
export function InboxTabs({ current }: { current: InboxTab }) {
  return (
    <nav aria-label="Inbox" className={styles.tabs}>
      {INBOX_TABS.map((tab) => (
        <Link
          key={tab}
          to={inboxPath(tab)}
          className={tab === current ? `${styles.tab} ${styles.current}` : styles.tab}
          aria-current={tab === current ? 'page' : undefined}
        >
          {INBOX_TAB_LABELS[tab]}
        </Link>
      ))}
    </nav>
  );
}
