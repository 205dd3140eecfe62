import { REVEAL } from '@clean/shared';
import type { CSSProperties, ReactNode } from 'react';
import { useReveal } from '../../hooks/use-reveal';
import styles from './reveal.module.css';

interface RevealProps {
  children: ReactNode;
  /** Position in a staggered group: each step waits REVEAL.staggerMs longer (docs/PRODUCT.md#constants). */
  index?: number;
  className?: string;
}

/** Fades and slides its content in the first time it scrolls into view (1000 ms, played once). */
export function Reveal({ children, index = 0, className }: RevealProps) {
  const ref = useReveal<HTMLDivElement>();
  const style = {
    '--reveal-duration': `${REVEAL.durationMs}ms`,
    '--reveal-delay': `${index * REVEAL.staggerMs}ms`,
  } as CSSProperties;
  return (
    <div ref={ref} className={className ? `${styles.reveal} ${className}` : styles.reveal} style={style}>
      {children}
    </div>
  );
}
