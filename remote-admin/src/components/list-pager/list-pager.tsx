import { buttonClassName } from '@clean/shared/ui';
import styles from './list-pager.module.css';

const texts = {
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
} as const;

interface ListPagerProps {
  /** The navigation's name: 'Customer pages'. */
  label: string;
  page: number;
  pageCount: number;
  /** '12 customers'. */
  totalText: string;
  onPage: (page: number) => void;
}

/**
 * Previous, "Page X of Y" with the total, Next, under every paged list. At either end the button says it is unavailable (aria-disabled) but keeps the focus.
 */
export function ListPager({ label, page, pageCount, totalText, onPage }: ListPagerProps) {
  const button = (text: string, target: number, available: boolean) => (
    <button
      type="button"
      className={`${buttonClassName({ variant: 'outline' })} ${styles.button}`}
      aria-disabled={!available}
      onClick={() => {
        if (available) onPage(target);
      }}
    >
      {text}
    </button>
  );
  return (
    <nav className={styles.pager} aria-label={label}>
      {button(texts.previous, page - 1, page > 1)}
      <p className={styles.position} aria-live="polite">
        <span className={styles.page}>{texts.page(page, pageCount)}</span>
        <span className={styles.total}>{totalText}</span>
      </p>
      {button(texts.next, page + 1, page < pageCount)}
    </nav>
  );
}
