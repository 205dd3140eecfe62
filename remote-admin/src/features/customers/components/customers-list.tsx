import { Bone, Skeleton } from '@clean/shared/ui';
import { PagedList } from '../../../components/paged-list/paged-list';
import { EACH_VISIT, useListPage, usePagedList } from '../../../components/paged-list/use-paged-list';
import { useWideScreen } from '../../../hooks/use-wide-screen';
import { useAdminGetCustomersQuery } from '../api/get-customers';
import { customersTexts } from '../lib/texts';
import { CustomersTable } from './customers-table';
import styles from './customers.module.css';

const texts = customersTexts;

/**
 * The customers a page at a time (`?page=` in the URL), latest booking first: skeleton, the error with
 * Retry, an empty state, else a table (wide screens) or cards (phones) with the pager under them.
 */
export function CustomersList() {
  const wide = useWideScreen();
  const listPage = useListPage();
  const query = useAdminGetCustomersQuery({ page: listPage.page, pageSize: listPage.pageSize }, EACH_VISIT);
  const list = usePagedList(listPage, query);
  return (
    <PagedList
      list={list}
      texts={texts}
      rowsOf={(answer) => answer.customers}
      className={styles.body}
      header={<p className={styles.intro}>{texts.intro}</p>}
      loading={
        <Skeleton label={texts.loading}>
          {Array.from({ length: 6 }, (_, index) =>
            wide ? <Bone key={index} height="3rem" /> : <Bone key={index} shape="card" height="11rem" />,
          )}
        </Skeleton>
      }
    >
      {(answer) => (
        <CustomersTable customers={answer.customers} caption={texts.caption(list.page, list.pageCount ?? 1)} />
      )}
    </PagedList>
  );
}
