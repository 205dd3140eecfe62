import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_PARAM, parsePage } from '../lib/paging';

/**
 * The list's page as the URL holds it (`?page=2`): a reload, the back button and a shared link keep
 * it. Page 1 is the bare path. Other query parameters are left as they are.
 */
export function usePageParam(): [page: number, setPage: (page: number, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get(PAGE_PARAM));
  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next > 1) params.set(PAGE_PARAM, String(next));
          else params.delete(PAGE_PARAM);
          return params;
        },
        { replace },
      );
    },
    [setSearchParams],
  );
  return [page, setPage];
}
