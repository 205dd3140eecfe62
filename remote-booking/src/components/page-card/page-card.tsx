import type { ReactNode } from 'react';
import styles from './page-card.module.css';

/** A page's content in one card, as wide as the booking form: the booking page and the receipt share it. */
export function PageCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={label}>
        {children}
      </section>
    </div>
  );
}
