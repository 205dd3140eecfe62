import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  title?: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'alt' | 'brand';
  children: ReactNode;
  className?: string;
}

/** A full-width band of a page with a centred h2 heading; labelled by its heading for landmarks. */
export function Section({ title, eyebrow, intro, tone = 'plain', children, className }: SectionProps) {
  const titleId = useId();
  const classes = [styles.section, tone !== 'plain' && styles[tone], className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={title ? titleId : undefined}>
      <div className={styles.container}>
        {title && (
          <header className={styles.header}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}

/** The page-width container on its own, for bands that lay out their own heading. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.container} ${className}` : styles.container}>{children}</div>;
}
