import type { AuditEvent } from '@clean/shared/schemas';
import { useId } from 'react';
import { lagosDateTime } from '../../../lib/lagos-time';
import { appointmentDetailsTexts as texts } from '../lib/texts';
import styles from './appointment-details.module.css';

/** The audit trail, newest first: what was done, by which admin, when (Lagos time). */
export function AppointmentHistory({ events }: { events: AuditEvent[] }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {texts.historyTitle}
      </h2>
      {events.length === 0 ? (
        <p className={styles.muted}>{texts.historyEmpty}</p>
      ) : (
        <ol className={styles.history}>
          {events.map((event) => (
            <li key={event._id} className={styles.event}>
              <p className={styles.summary}>{event.summary}</p>
              <p className={styles.muted}>
                {texts.historyBy(event.admin.name)} · <time dateTime={event.at}>{lagosDateTime(event.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
