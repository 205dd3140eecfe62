import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/**
 * The one visually-hidden style of the site. The shell, which does not load the kit, composes the
 * same class in its CSS (`@clean/shared/ui/visually-hidden.module.css`).
 */
export const srOnlyClassName = styles.srOnly;

/** Text for screen readers only, e.g. which service a repeated "Book Now" belongs to. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.srOnly}>{children}</span>;
}
