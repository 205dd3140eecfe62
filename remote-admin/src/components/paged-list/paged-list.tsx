import { StatusPanel } from '@clean/shared/ui';
import { type ReactNode, useRef } from 'react';
import { ListPager } from '../list-pager/list-pager';
import { LoadErrorPanel } from '../load-error-panel/load-error-panel';
import type { PagedList as PagedListState } from './use-paged-list';

export interface PagedListTexts {
  /** The failed read's title: 'No internet on device' where the product says so. */
  errorTitle: string;
  emptyTitle: string;
  emptyText: string;
  pager: {
    /** The pager's navigation name: 'Customer pages'. */
    label: string;
    /** '12 customers'. */
    total: (total: number) => string;
  };
}

interface PagedListProps<TAnswer extends { total: number }> {
  list: PagedListState<TAnswer>;
  texts: PagedListTexts;
  /** This page's rows in the answer: none on a page past the end, on the way to the last one. */
  rowsOf: (answer: TAnswer) => readonly unknown[];
  /** The list's outline while it loads. */
  loading: ReactNode;
  /** The rows of a page that has some. */
  children: (answer: TAnswer) => ReactNode;
  /** Said instead of the list and the pager when nothing can be asked (such as dates out of order). */
  notice?: ReactNode;
  /** Said instead of the plain empty state (such as 'no match' when filters are set). */
  empty?: ReactNode;
  /** Above the list: an intro, the filters. */
  header?: ReactNode;
  /** Below the pager: a dialog the list owns. */
  footer?: ReactNode;
  className?: string;
}

/**
 * The frame of every paged admin list: the error with Retry, the empty state, the outline while a
 * page loads, else the rows, with the pager under them while there is something to page through; a
 * page change shows the new page from the list's top.
 */
export function PagedList<TAnswer extends { total: number }>({
  list,
  texts,
  rowsOf,
  loading,
  children,
  notice,
  empty,
  header,
  footer,
  className,
}: PagedListProps<TAnswer>) {
  const { current, known, error, pageCount } = list;
  const top = useRef<HTMLDivElement>(null);
  const goTo = (page: number) => {
    list.goTo(page);
    // The pager sits under a long list: show the new page from its top.
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  let content: ReactNode;
  if (notice) {
    content = notice;
  } else if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={list.isFetching} onRetry={list.refetch} />
    );
  } else if (current && current.total === 0) {
    content = empty ?? (
      <StatusPanel title={texts.emptyTitle}>
        <p>{texts.emptyText}</p>
      </StatusPanel>
    );
  } else if (!current || rowsOf(current).length === 0) {
    // Loading, or past the last page on the way to it.
    content = loading;
  } else {
    content = children(current);
  }

  return (
    <div ref={top} className={className}>
      {header}
      {content}
      {!notice && !error && known && known.total > 0 && pageCount !== null && (
        <ListPager
          label={texts.pager.label}
          page={Math.min(list.page, pageCount)}
          pageCount={pageCount}
          totalText={texts.pager.total(known.total)}
          onPage={goTo}
        />
      )}
      {footer}
    </div>
  );
}
