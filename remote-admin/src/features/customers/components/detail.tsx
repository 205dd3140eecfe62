import type { ReactNode } from 'react';
import styles from './customers.module.css';

/** One label and value of a card or a details list; `wide` ones take a whole line. */
export function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.detail} ${styles.wide}` : styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
