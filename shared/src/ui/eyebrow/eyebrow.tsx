import type { ReactNode } from 'react';
import styles from './eyebrow.module.css';

/**
 * The small line above a heading (the company name, a section's topic). CSS Modules that lay out
 * their own heading compose the same class (`@clean/shared/ui/eyebrow.module.css`).
 */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>;
}
