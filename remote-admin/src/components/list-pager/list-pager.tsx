import { buttonClassName } from '@clean/shared/ui';
import { formatCount } from '../../lib/format-count';
import { pagerItems } from './paging';
import styles from './list-pager.module.css';

const texts = {
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pageCount: number) => `Page ${formatCount(page)} of ${formatCount(pageCount)}`,
  goTo: (page: number) => `Page ${formatCount(page)}`,
  gap: 'More pages',
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
 * Previous, "Page X of Y" with the total, Next, under every paged list, and a short row of pages to
 * jump to (the first, the last, the current and its neighbours), however many pages there are. At
 * either end the button says it is unavailable (aria-disabled) but keeps the focus.
 */
export function ListPager({ label, page, pageCount, totalText, onPage }: ListPagerProps) {
  const button = (text: string, target: number, available: boolean, place: string | undefined) => (
    <button
      type="button"
      className={`${buttonClassName({ variant: 'outline' })} ${styles.button} ${place ?? ''}`}
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
      {button(texts.previous, page - 1, page > 1, styles.previous)}
      <p className={styles.position} aria-live="polite">
        <span className={styles.page}>{texts.page(page, pageCount)}</span>
        <span className={styles.total}>{totalText}</span>
      </p>
      {button(texts.next, page + 1, page < pageCount, styles.next)}
      {pageCount > 1 && (
        <ol className={styles.pages}>
          {pagerItems(page, pageCount).map((item) =>
            item.kind === 'gap' ? (
              <li key={item.key} className={styles.gap} aria-label={texts.gap}>
                …
              </li>
            ) : (
              <li key={item.page}>
                <button
                  type="button"
                  className={styles.pageButton}
                  aria-label={texts.goTo(item.page)}
                  aria-current={item.page === page ? 'page' : undefined}
                  onClick={() => {
                    if (item.page !== page) onPage(item.page);
                  }}
                >
                  {formatCount(item.page)}
                </button>
              </li>
            ),
          )}
        </ol>
      )}
    </nav>
  );
}
