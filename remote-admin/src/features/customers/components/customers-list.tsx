import { Bone, Skeleton, StatusPanel } from '@clean/shared/ui';
import { useRef } from 'react';
import { ListPager } from '../../../components/list-pager/list-pager';
import { usePageCount, usePageParam } from '../../../components/list-pager/use-page-param';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useAdminGetCustomersQuery } from '../api/get-customers';
import { CUSTOMERS_PAGE_SIZE } from '../lib/paging';
import { customersTexts } from '../lib/texts';
import { CustomerCards } from './customer-cards';
import { CustomersTable } from './customers-table';
import styles from './customers.module.css';

const texts = customersTexts;
/** Where the cards turn into a table, as on the appointments page. */
const WIDE_QUERY = '(min-width: 48rem)';

/**
 * The customers a page at a time (`?page=` in the URL), latest booking first: skeleton, the error with
 * Retry, an empty state, else a table (wide screens) or cards (phones) with the pager under them.
 */
export function CustomersList() {
  const [page, setPage] = usePageParam();
  const wide = useMediaQuery(WIDE_QUERY);
  // New bookings make new customers without any admin action, so each visit asks again.
  const { currentData, data, error, isFetching, refetch } = useAdminGetCustomersQuery(
    { page, pageSize: CUSTOMERS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const top = useRef<HTMLDivElement>(null);
  // The page shown, or while the next one loads the last one known: the pager stays in place.
  const known = currentData ?? data;
  const pages = usePageCount(page, setPage, currentData, known);

  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (currentData && currentData.total === 0) {
    content = (
      <StatusPanel title={texts.emptyTitle}>
        <p>{texts.emptyText}</p>
      </StatusPanel>
    );
  } else if (!currentData || currentData.customers.length === 0) {
    // Loading, or past the last page on the way to it.
    content = (
      <Skeleton label={texts.loading}>
        {Array.from({ length: 6 }, (_, index) =>
          wide ? <Bone key={index} height="3rem" /> : <Bone key={index} shape="card" height="11rem" />,
        )}
      </Skeleton>
    );
  } else if (wide) {
    content = <CustomersTable customers={currentData.customers} caption={texts.caption(page, pages ?? 1)} />;
  } else {
    content = <CustomerCards customers={currentData.customers} />;
  }

  return (
    <div ref={top} className={styles.body}>
      <p className={styles.intro}>{texts.intro}</p>
      {content}
      {!error && known && known.total > 0 && pages !== null && (
        <ListPager
          label={texts.pager.label}
          page={Math.min(page, pages)}
          pageCount={pages}
          totalText={texts.pager.total(known.total)}
          onPage={goTo}
        />
      )}
    </div>
  );
}
