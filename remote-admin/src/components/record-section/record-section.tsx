import { useId, type ReactNode } from 'react';
import styles from './record-section.module.css';

/** A titled card of a record's page (an appointment, a plan), named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
