import { useId, type ReactNode } from 'react';
import styles from './status-panel.module.css';

interface StatusPanelProps {
  title: string;
  children?: ReactNode;
  /** `error` is announced at once (role alert) and tinted; `neutral` is an empty or waiting state. */
  tone?: 'neutral' | 'error';
  /** Buttons or links: Retry, Call us, Start over. */
  actions?: ReactNode;
  /** The heading level that fits where the panel stands (2 inside a page, 3 inside a section). */
  level?: 2 | 3;
}

/** A panel that says where things stand: an error with what to do, or an empty list. */
export function StatusPanel({ title, children, tone = 'neutral', actions, level = 2 }: StatusPanelProps) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={tone === 'error' ? `${styles.panel} ${styles.error}` : styles.panel}
      role={tone === 'error' ? 'alert' : undefined}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {children && <div className={styles.text}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
