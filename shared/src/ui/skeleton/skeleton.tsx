import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './skeleton.module.css';

interface BoneProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** `card` rounds like a card; `text` like a line of text. */
  shape?: 'text' | 'card';
  className?: string;
}

/** One placeholder shape of content on its way; hidden from screen readers (the region announces). */
export function Bone({ width, height, shape = 'text', className }: BoneProps) {
  const classes = [styles.bone, shape === 'card' && styles.card, className].filter(Boolean).join(' ');
  return <div className={classes} style={{ width, height }} aria-hidden="true" />;
}

/** The outline of what is loading, announced once as busy with a text of its own. */
export function Skeleton({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `${styles.skeleton} ${className}` : styles.skeleton} role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
