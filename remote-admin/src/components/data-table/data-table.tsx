import { VisuallyHidden } from '@clean/shared/ui';
import { useId, type ReactNode } from 'react';
import { useWideScreen } from '../../hooks/use-wide-screen';
import styles from './data-table.module.css';

/** One column of a table: its header and each row's cell. */
export interface Column<TRow> {
  header: string;
  /** The row's cell; `index` counts the rows shown, from 0. */
  cell: (row: TRow, index: number) => ReactNode;
  /** The cell that names its row (`<th scope="row">`), as a screen reader announces the row. */
  rowHeader?: boolean;
  /** The cell's class: `cellStyles.numeric`, `cellStyles.nowrap` or the feature's own. */
  className?: string;
}

interface DataTableProps<TRow> {
  /** The table's name: its (visually hidden) caption, which also names its scrolling region. */
  caption: string;
  columns: readonly Column<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /**
   * On a phone, one card per row instead of the table: one layout is rendered, never two hidden by
   * CSS, so each row's controls exist once for keyboard and screen readers (hooks/use-wide-screen.ts).
   */
  card?: (row: TRow, index: number) => ReactNode;
  /** Many columns: smaller type and tighter cells, the region out to the edges of the page's padding. */
  dense?: boolean;
}

/** Classes for the cells of any table: figures (tabular digits, on one line) and text kept on one line. */
export const cellStyles = { numeric: styles.numeric, nowrap: styles.nowrap };

/**
 * The console's table of records (appointments, customers, a customer's bookings): a real table with
 * a caption and column headers, each row named by its row header; it scrolls sideways inside its own
 * focusable region when the screen is too narrow, and becomes a list of cards on a phone.
 */
export function DataTable<TRow>({ caption, columns, rows, rowKey, empty, card, dense = false }: DataTableProps<TRow>) {
  const captionId = useId();
  const wide = useWideScreen();
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  if (card && !wide) {
    return (
      <ul className={styles.cards}>
        {rows.map((row, index) => (
          <li key={rowKey(row)}>{card(row, index)}</li>
        ))}
      </ul>
    );
  }
  return (
    // Focusable so that keyboard users can scroll it sideways; named by the caption.
    <div
      className={dense ? `${styles.scroller} ${styles.dense}` : styles.scroller}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId}>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={column.className}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.header} className={column.className}>
                    {column.cell(row, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
