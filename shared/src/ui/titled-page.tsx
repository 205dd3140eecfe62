import type { ReactNode } from 'react';
import styles from './titled-page.module.css';

/** A page's heading block; pages put their content below it. */
export function TitledPage({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </div>
  );
}
