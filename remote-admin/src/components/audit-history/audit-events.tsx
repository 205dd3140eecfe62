import type { AuditEvent } from '@clean/shared/schemas';
import { lagosDateTime } from '@clean/shared/lagos-time';
import styles from './audit-history.module.css';

/** Audit records, newest first: what was done, by which admin, when (Lagos time). */
export function AuditEvents({ events, empty }: { events: readonly AuditEvent[]; empty: string }) {
  if (events.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ol className={styles.list}>
      {events.map((event) => (
        <li key={event._id} className={styles.event}>
          <p className={styles.summary}>{event.summary}</p>
          <p className={styles.muted}>
            by {event.admin.name} · <time dateTime={event.at}>{lagosDateTime(event.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
