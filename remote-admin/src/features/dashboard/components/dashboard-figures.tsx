import { formatNaira } from '@clean/shared';
import type { DashboardData } from '@clean/shared/schemas';
import { formatCount } from '../../../lib/format-count';
import { dashboardTexts } from '../lib/texts';
import styles from './dashboard-figures.module.css';

const texts = dashboardTexts;

/** formatNaira with a plain space after the currency code: a narrow card breaks there, not in the number. */
const breakableNaira = (amount: number) => formatNaira(amount).replace(/\s/, ' ');

function Figure({ label, value, hint, wide = false }: { label: string; value: string; hint?: string; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.figure} ${styles.wide}` : styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {hint && <dd className={styles.hint}>{hint}</dd>}
    </div>
  );
}

/** The four cards: three counts and the earnings (paid appointments only; the server sums them). */
export function DashboardFigures({
  data,
}: {
  data: Pick<DashboardData, 'admins' | 'appointments' | 'customers' | 'earnings'>;
}) {
  const count = formatCount;
  return (
    <dl className={styles.figures}>
      <Figure label={texts.figures.admins} value={count(data.admins)} />
      <Figure label={texts.figures.appointments} value={count(data.appointments)} />
      <Figure label={texts.figures.customers} value={count(data.customers)} />
      <Figure label={texts.figures.earnings} value={breakableNaira(data.earnings)} hint={texts.earningsHint} wide />
    </dl>
  );
}
