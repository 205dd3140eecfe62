import type { ReactNode } from 'react';
import styles from './eyebrow.module.css';

/** The small line above a heading (the company name, a section's topic). */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={className ? `${styles.eyebrow} ${className}` : styles.eyebrow}>{children}</p>;
}
