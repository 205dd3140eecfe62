import { LIST_PAGE_SIZE } from '../list-pager/paging';
import { usePageCount, usePageParam } from '../list-pager/use-page-param';

/** What every paged admin read answers besides its rows. */
interface PagedAnswer {
  total: number;
  page: number;
  pageSize: number;
}

/** The part of an RTK Query hook's result a paged list reads. */
interface PagedQueryResult<TAnswer> {
  currentData?: TAnswer;
  data?: TAnswer;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Where a paged list stands in the URL, and what its read asks for. */
export interface ListPage {
  page: number;
  pageSize: number;
  setPage: ReturnType<typeof usePageParam>[1];
}

/** Paged reads are asked again on each visit: bookings and messages arrive without any admin action. */
export const EACH_VISIT = { refetchOnMountOrArgChange: true } as const;

/** The page the URL asks for (`?page=`) and the one page size of the console's lists. */
export function useListPage(): ListPage {
  const [page, setPage] = usePageParam();
  return { page, pageSize: LIST_PAGE_SIZE, setPage };
}

export interface PagedList<TAnswer> {
  /** The page the URL asks for (`?page=`). */
  page: number;
  /** How many pages there are, once an answer is known. */
  pageCount: number | null;
  /** The answer for this page, once it has come. */
  current: TAnswer | undefined;
  /** The page shown or, while the next one loads, the last one known: the pager stays in place. */
  known: TAnswer | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
  /** Goes to another page (PagedList also scrolls to the list's top). */
  goTo: (page: number) => void;
}

/**
 * One admin list a page at a time, from its page (`useListPage`) and its read (asked with that page
 * and EACH_VISIT): the page count, and a move to the last page from an address past it.
 */
export function usePagedList<TAnswer extends PagedAnswer>(
  { page, setPage }: ListPage,
  { currentData, data, error, isFetching, refetch }: PagedQueryResult<TAnswer>,
): PagedList<TAnswer> {
  const known = currentData ?? data;
  const pageCount = usePageCount(page, setPage, currentData, known);
  return {
    page,
    pageCount,
    current: currentData,
    known,
    error,
    isFetching,
    refetch: () => void refetch(),
    goTo: (next) => setPage(next),
  };
}
