import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_PARAM, pageCount, parsePage } from './paging';

type SetPage = (page: number, options?: { replace?: boolean }) => void;

/**
 * A paged list's page as the URL holds it (`?page=2`): a reload, the back button and a shared link
 * keep it. Page 1 is the bare path; other query parameters are left as they are.
 */
export function usePageParam(): [page: number, setPage: SetPage] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get(PAGE_PARAM));
  const setPage = useCallback<SetPage>(
    (next, { replace = false } = {}) => {
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next > 1) updated.set(PAGE_PARAM, String(next));
          else updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace },
      );
    },
    [setSearchParams],
  );
  return [page, setPage];
}

interface PagedAnswer {
  total: number;
  pageSize: number;
}

/**
 * The page count of the answer shown (`current`) or, while the next page loads, of the last one
 * (`known`), so the pager stays in place. An address past the last page (an old link, rows gone)
 * moves to the last page.
 */
export function usePageCount(
  page: number,
  setPage: SetPage,
  current: PagedAnswer | undefined,
  known: PagedAnswer | undefined,
): number | null {
  const pages = known ? pageCount(known.total, known.pageSize) : null;
  useEffect(() => {
    if (current && pages !== null && page > pages) setPage(pages, { replace: true });
  }, [current, page, pages, setPage]);
  return pages;
}
