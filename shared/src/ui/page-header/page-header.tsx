import type { ReactNode } from 'react';
import { Eyebrow } from '../eyebrow/eyebrow';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** `band`: the full-width coloured top of a site page; `plain`: a compact heading inside a layout (admin). */
  variant?: 'band' | 'plain';
  children?: ReactNode;
}

/** The heading block of a page with its one h1; every page of every remote starts with it. */
export function PageHeader({ title, eyebrow, intro, variant = 'band', children }: PageHeaderProps) {
  return (
    <header className={variant === 'band' ? styles.band : styles.plain}>
      <div className={styles.inner}>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </header>
  );
}
