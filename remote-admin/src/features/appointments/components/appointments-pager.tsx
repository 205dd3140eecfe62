import { buttonClassName } from '@clean/shared/ui';
import { appointmentsTexts } from '../lib/texts';
import styles from './appointments-pager.module.css';

const texts = appointmentsTexts.pager;

interface AppointmentsPagerProps {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * Previous, "Page X of Y" with the total, Next. At either end the button says it is unavailable
 * (aria-disabled) but keeps the focus, which a disabled button would drop after the last click.
 */
export function AppointmentsPager({ page, pageCount, total, onPage }: AppointmentsPagerProps) {
  const button = (label: string, target: number, available: boolean) => (
    <button
      type="button"
      className={`${buttonClassName({ variant: 'outline' })} ${styles.button}`}
      aria-disabled={!available}
      onClick={() => {
        if (available) onPage(target);
      }}
    >
      {label}
    </button>
  );
  return (
    <nav className={styles.pager} aria-label={texts.label}>
      {button(texts.previous, page - 1, page > 1)}
      <p className={styles.position} aria-live="polite">
        <span className={styles.page}>{texts.page(page, pageCount)}</span>
        <span className={styles.total}>{texts.total(total)}</span>
      </p>
      {button(texts.next, page + 1, page < pageCount)}
    </nav>
  );
}
