import type { ReactNode } from 'react';
import { Reveal } from '../reveal/reveal';
import styles from './closing-call.module.css';

/** The call to action that ends a page: a heading, a line of text and its link, revealed on scroll. */
export function ClosingCall({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Reveal className={styles.closing}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {children}
    </Reveal>
  );
}
