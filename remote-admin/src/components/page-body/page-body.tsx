import type { ReactNode } from 'react';
import styles from './page-body.module.css';

/** The content under a plain page header, on the same column and side margins as its title. */
export function PageBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}
