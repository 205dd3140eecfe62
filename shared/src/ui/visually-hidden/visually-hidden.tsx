import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/**
 * Text for screen readers only, e.g. which service a repeated "Book Now" belongs to. The shell,
 * which does not load the kit, composes the same class (`@clean/shared/ui/visually-hidden.module.css`).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.srOnly}>{children}</span>;
}
