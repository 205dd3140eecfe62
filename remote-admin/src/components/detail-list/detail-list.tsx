import type { ReactNode } from 'react';
import styles from './detail-list.module.css';

interface DetailListProps {
  /**
   * 'rows': each label beside its value, a line between them (a record's page, the profile);
   * 'grid': each label over its value, two a line and three on a wide screen (cards, figures).
   */
  layout: 'rows' | 'grid';
  /** Long values (contacts, slots): on the narrowest phones a grid's are one a line, a row's label goes over its value. */
  stackOnSmallPhones?: boolean;
  /** A grid in a narrow column of a wide screen: one a line there. */
  stackWhenWide?: boolean;
  /** Where the list sits in its parent (a margin, a padding); never its layout. */
  className?: string;
  /** `Detail`s, or nothing where a value is missing. */
  children: ReactNode;
}

/** The console's list of labelled facts: a `<dl>` of `Detail`s, laid out as rows or as a grid. */
export function DetailList({ layout, stackOnSmallPhones, stackWhenWide, className, children }: DetailListProps) {
  const classes = [
    styles[layout],
    stackOnSmallPhones && styles.stackOnSmallPhones,
    stackWhenWide && styles.stackWhenWide,
    className,
  ];
  return <dl className={classes.filter(Boolean).join(' ')}>{children}</dl>;
}

/** One label and its value in a DetailList; a `wide` one takes a whole line of a grid. */
export function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.detail} ${styles.wide}` : styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
