import type { PriceLine } from '../../format/job-quote';
import { durationLabel } from '../../format/job-length';
import { formatNaira } from '../../format/money';
import styles from './price-lines.module.css';

interface PriceLinesProps {
  lines: readonly PriceLine[];
  /** The amount the lines make up, as charged. */
  total: number;
  /** The table's name for screen readers, e.g. 'How the price is made up'. */
  label: string;
}

/**
 * How a booking's amount and length were made up (docs/PRODUCT.md, "A price that fits the home"): the
 * service at its frequency's price, then each size above what is included and each extra, then the
 * total. Every page that shows a booking with more than one line uses it.
 */
export function PriceLines({ lines, total, label }: PriceLinesProps) {
  return (
    <table className={styles.table} aria-label={label}>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.kind}-${index}`}>
            <th scope="row" className={styles.what}>
              {line.label}
              {line.minutes > 0 && <span className={styles.minutes}> · {durationLabel(line.minutes)}</span>}
            </th>
            <td className={styles.amount}>{`${line.kind === 'base' ? '' : '+'}${formatNaira(line.amount)}`}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={styles.what}>
            Total
          </th>
          <td className={styles.amount}>{formatNaira(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
