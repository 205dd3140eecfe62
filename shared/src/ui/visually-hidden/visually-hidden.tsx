import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** The one visually-hidden style of the site, for CSS Modules that `composes:` it. */
export const srOnlyClassName = styles.srOnly;

/** Text for screen readers only, e.g. which service a repeated "Book Now" belongs to. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.srOnly}>{children}</span>;
}
