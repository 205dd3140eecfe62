import type { ReactNode } from 'react';
import styles from './account-section.module.css';

/** The content under an account page's header, lined up with the header's own margins. */
export function AccountSection({ children }: { children: ReactNode }) {
  return <div className={styles.section}>{children}</div>;
}
